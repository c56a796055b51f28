import type { JournalEntryContent } from '@care/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** What an entry (or one of its earlier versions) says, only the parts that were filled in. */
export function EntryContent({ content }: { content: JournalEntryContent }) {
  const { t } = useTranslation();
  const { readings } = content;
  const readingParts = readings
    ? [
        readings.systolic !== null && readings.diastolic !== null
          ? t('caregiverJournal.entry.bp', { upper: readings.systolic, lower: readings.diastolic })
          : null,
        readings.sugar !== null
          ? t('caregiverJournal.entry.sugar', { value: readings.sugar })
          : null,
        readings.temperature !== null
          ? t('caregiverJournal.entry.temperature', { value: readings.temperature })
          : null,
        readings.pulse !== null
          ? t('caregiverJournal.entry.pulse', { value: readings.pulse })
          : null,
      ].filter(Boolean)
    : [];
  return (
    <dl className="text-sm">
      {content.meals.length ? (
        <Line label={t('caregiverJournal.entry.meals')}>
          {content.meals
            .map((meal) =>
              t('caregiverJournal.entry.mealLine', {
                meal: t(`caregiverJournal.meal.${meal.meal}`),
                portion: t(`caregiverJournal.portion.${meal.portion}`),
              }),
            )
            .join(' · ')}
        </Line>
      ) : null}
      {content.medicines.length ? (
        <Line label={t('caregiverJournal.entry.medicines')}>
          <ul>
            {content.medicines.map((medicine) => (
              <li key={`${medicine.medicineId}|${medicine.time ?? ''}`}>
                <span aria-hidden="true">{medicine.given ? '✓ ' : '✗ '}</span>
                {[medicine.name, medicine.time].filter(Boolean).join(' · ')}:{' '}
                {medicine.given
                  ? t('caregiverJournal.form.given')
                  : t('caregiverJournal.form.notGiven')}
                {medicine.note ? ` (${medicine.note})` : ''}
              </li>
            ))}
          </ul>
        </Line>
      ) : null}
      {content.mood ? (
        <Line label={t('caregiverJournal.entry.mood')}>
          {t(`caregiverJournal.mood.${content.mood}`)}
        </Line>
      ) : null}
      {content.activities.length ? (
        <Line label={t('caregiverJournal.entry.activities')}>{content.activities.join(', ')}</Line>
      ) : null}
      {readingParts.length ? (
        <Line label={t('caregiverJournal.entry.readings')}>{readingParts.join(' · ')}</Line>
      ) : null}
      {content.notes ? (
        <Line label={t('caregiverJournal.entry.notes')}>
          <span className="whitespace-pre-line">{content.notes}</span>
        </Line>
      ) : null}
    </dl>
  );
}
