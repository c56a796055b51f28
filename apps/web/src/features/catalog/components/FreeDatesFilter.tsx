import { addCalendarDays, formatCareDate, MAX_DAYS_AHEAD, todayInIndia } from '@care/shared';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { controlClasses, errorTextClasses, labelClasses } from '../../../components/ui/fieldStyles';
import { useLanguage } from '../../../lib/i18n';

export interface FreeDates {
  freeFrom: string;
  freeTo: string;
}

interface FreeDatesFilterProps {
  /** The range in effect (from the address), or empty strings. */
  value: FreeDates;
  onChange: (value: FreeDates) => void;
}

/**
 * 'Free on these dates': only caregivers and companies with room on every day of the range are
 * listed, so a family does not pick someone and find the clash at the dates step or at payment.
 */
export function FreeDatesFilter({ value, onChange }: FreeDatesFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (value.freeFrom !== seen.freeFrom || value.freeTo !== seen.freeTo) {
    setSeen(value);
    setDraft(value);
  }
  const today = todayInIndia();
  const lastDay = addCalendarDays(today, MAX_DAYS_AHEAD);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { freeFrom, freeTo } = draft;
    const problem =
      !freeFrom || !freeTo
        ? t('catalog.freeDates.chooseBoth')
        : freeFrom < today
          ? t('catalog.freeDates.startBeforeToday')
          : freeTo < freeFrom
            ? t('catalog.freeDates.endBeforeStart')
            : null;
    setError(problem);
    if (!problem) onChange(draft);
  };

  if (value.freeFrom && value.freeTo) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          <Trans
            i18nKey="catalog.freeDates.range"
            values={{
              from: formatCareDate(value.freeFrom, language),
              to: formatCareDate(value.freeTo, language),
            }}
            components={{ date: <strong /> }}
          />
        </span>
        <Button variant="secondary" onClick={() => onChange({ freeFrom: '', freeTo: '' })}>
          {t('catalog.freeDates.anyDates')}
        </Button>
      </p>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('catalog.freeDates.formLabel')}
      className="flex flex-wrap items-end gap-x-3 gap-y-1"
    >
      <div className="w-40 shrink-0">
        <label htmlFor={`${id}-from`} className={labelClasses}>
          {t('catalog.freeDates.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          min={today}
          max={lastDay}
          value={draft.freeFrom}
          onChange={(event) => setDraft({ ...draft, freeFrom: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClasses(Boolean(error), 'h-12')}
        />
      </div>
      <div className="w-40 shrink-0">
        <label htmlFor={`${id}-to`} className={labelClasses}>
          {t('catalog.freeDates.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          min={draft.freeFrom || today}
          max={lastDay}
          value={draft.freeTo}
          onChange={(event) => setDraft({ ...draft, freeTo: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClasses(Boolean(error), 'h-12')}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-12">
        {t('catalog.freeDates.show')}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`w-full ${errorTextClasses}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
