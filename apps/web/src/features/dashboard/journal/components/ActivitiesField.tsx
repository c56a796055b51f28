import { JOURNAL_LIMITS } from '@care/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { controlClasses, labelClasses } from '../../../../components/ui/fieldStyles';
import { Chip } from './Chip';

const quickActivities = ['walk', 'bath', 'exercises', 'reading'] as const;

interface ActivitiesFieldProps {
  value: string[];
  onChange: (activities: string[]) => void;
}

/**
 * What they did today: one tap for the usual ones (written in the caregiver's language, as the
 * family reads them), and anything else typed in, each removable.
 */
export function ActivitiesField({ value, onChange }: ActivitiesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const quick: string[] = quickActivities.map((key) => t(`caregiverJournal.activity.${key}`));
  const others = value.filter((activity) => !quick.includes(activity));
  const full = value.length >= JOURNAL_LIMITS.activities;

  const toggle = (activity: string) =>
    onChange(
      value.includes(activity) ? value.filter((item) => item !== activity) : [...value, activity],
    );
  const add = () => {
    const activity = typed.trim();
    if (!activity || full) return;
    if (!value.includes(activity)) onChange([...value, activity]);
    setTyped('');
  };

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {quick.map((activity) => (
          <Chip key={activity} pressed={value.includes(activity)} onClick={() => toggle(activity)}>
            {activity}
          </Chip>
        ))}
      </div>
      {others.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {others.map((activity) => (
            <li
              key={activity}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 pl-4 text-sm font-semibold text-brand-900"
            >
              <span className="break-all">{activity}</span>
              <button
                type="button"
                aria-label={t('caregiverJournal.form.removeActivity', { activity })}
                onClick={() => toggle(activity)}
                className="inline-flex size-11 items-center justify-center rounded-full text-lg hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId} className={`mt-3 ${labelClasses}`}>
        {t('caregiverJournal.form.otherActivity')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          maxLength={120}
          enterKeyHint="done"
          value={typed}
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the activity rather than sending the whole entry half-written.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={controlClasses(false, 'h-11 min-w-0 flex-1')}
        />
        <Button variant="secondary" onClick={add} disabled={full || !typed.trim()}>
          {t('caregiverJournal.form.addActivity')}
        </Button>
      </div>
    </div>
  );
}
