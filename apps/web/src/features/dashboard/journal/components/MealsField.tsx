import { mealKinds, mealPortions, type MealKind, type MealPortion } from '@care/shared';
import { useTranslation } from 'react-i18next';
import type { MealValue } from '../lib/entryForm';
import { Chip } from './Chip';

interface MealsFieldProps {
  value: MealValue[];
  onChange: (meals: MealValue[]) => void;
}

/** Each meal with how much was eaten; tapping the chosen portion again clears that meal. */
export function MealsField({ value, onChange }: MealsFieldProps) {
  const { t } = useTranslation();
  const choose = (meal: MealKind, portion: MealPortion) => {
    const current = value.find((item) => item.meal === meal);
    if (current?.portion === portion) {
      onChange(value.filter((item) => item.meal !== meal));
    } else if (current) {
      onChange(value.map((item) => (item.meal === meal ? { ...item, portion } : item)));
    } else {
      // Kept in the day's order, whatever order they were tapped in.
      const next = [...value, { meal, portion, note: null }];
      onChange(next.sort((a, b) => mealKinds.indexOf(a.meal) - mealKinds.indexOf(b.meal)));
    }
  };
  return (
    <div className="space-y-3">
      {mealKinds.map((meal) => {
        const chosen = value.find((item) => item.meal === meal)?.portion;
        const mealName = t(`caregiverJournal.meal.${meal}`);
        return (
          <div key={meal} role="group" aria-label={mealName}>
            <p className="text-sm font-medium text-slate-800">{mealName}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {mealPortions.map((portion) => (
                <Chip
                  key={portion}
                  pressed={chosen === portion}
                  onClick={() => choose(meal, portion)}
                  label={t('caregiverJournal.entry.mealLine', {
                    meal: mealName,
                    portion: t(`caregiverJournal.portion.${portion}`),
                  })}
                >
                  {t(`caregiverJournal.portion.${portion}`)}
                </Chip>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
