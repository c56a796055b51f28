import type { JournalEntryContent } from '@care/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled part of an entry; left out when the caregiver wrote nothing for it. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What the caregiver wrote: meals with how much was eaten, each medicine given or not, mood,
 * activities, readings and notes. The same for an entry and for its earlier versions.
 */
export function EntryContent({ content }: { content: JournalEntryContent }) {
  const { t } = useTranslation();
  const { meals, medicines, mood, activities, notes, readings } = content;
  const readingTexts: string[] = readings
    ? [
        readings.systolic !== null && readings.diastolic !== null
          ? t('familyJournal.entry.bloodPressure', {
              upper: readings.systolic,
              lower: readings.diastolic,
            })
          : null,
        readings.sugar !== null ? t('familyJournal.entry.sugar', { value: readings.sugar }) : null,
        readings.temperature !== null
          ? t('familyJournal.entry.temperature', { value: readings.temperature })
          : null,
        readings.pulse !== null ? t('familyJournal.entry.pulse', { value: readings.pulse }) : null,
      ].flatMap((text) => (text === null ? [] : [String(text)]))
    : [];

  return (
    <dl className="space-y-3">
      {mood ? (
        <Part label={t('familyJournal.entry.mood')}>{t(`familyJournal.mood.${mood}`)}</Part>
      ) : null}
      {meals.length > 0 ? (
        <Part label={t('familyJournal.entry.meals')}>
          <ul className="space-y-0.5">
            {meals.map((meal, index) => (
              <li key={`${meal.meal}-${index}`}>
                {t('familyJournal.entry.meal', {
                  meal: t(`familyJournal.meal.${meal.meal}`),
                  portion: t(`familyJournal.portion.${meal.portion}`),
                })}
                {meal.note ? <span className="text-slate-600"> · {meal.note}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {medicines.length > 0 ? (
        <Part label={t('familyJournal.entry.medicines')}>
          <ul className="space-y-0.5">
            {medicines.map((medicine, index) => (
              <li key={`${medicine.medicineId}-${medicine.time ?? ''}-${index}`}>
                <span
                  aria-hidden="true"
                  className={medicine.given ? 'text-green-700' : 'text-red-700'}
                >
                  {medicine.given ? '✓ ' : '✗ '}
                </span>
                {medicine.time
                  ? t('familyJournal.entry.medicineAt', {
                      name: medicine.name,
                      time: medicine.time,
                    })
                  : medicine.name}
                {' — '}
                <span className={medicine.given ? 'text-green-800' : 'font-semibold text-red-800'}>
                  {medicine.given
                    ? t('familyJournal.entry.given')
                    : t('familyJournal.entry.notGiven')}
                </span>
                {medicine.note ? <span className="text-slate-600"> · {medicine.note}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {activities.length > 0 ? (
        <Part label={t('familyJournal.entry.activities')}>{activities.join(', ')}</Part>
      ) : null}
      {readingTexts.length > 0 ? (
        <Part label={t('familyJournal.entry.readings')}>
          <ul className="space-y-0.5">
            {readingTexts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Part>
      ) : null}
      {notes ? (
        <Part label={t('familyJournal.entry.notes')}>
          <span className="break-words whitespace-pre-line">{notes}</span>
        </Part>
      ) : null}
    </dl>
  );
}
