import { formatCareDate, type JournalEntry, type SellerJournal } from '@care/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { StatusBadge } from '../../../../components/ui/StatusBadge';
import { useLanguage } from '../../../../lib/i18n';
import { formatIndiaTime } from '../lib/format';
import { journalWritable } from '../lib/journalState';
import { EntryCard } from './EntryCard';

interface JournalDaysProps {
  journal: SellerJournal;
  today: string;
  /** When the journal was read (ms): entries still correctable then offer "Correct". */
  readAt: number;
  /** Whether a form is open already: one at a time, so nothing typed is lost. */
  writing: boolean;
  /** The entry being corrected, which shows as its form instead. */
  correcting: string | null;
  onCorrect: (entry: JournalEntry) => void;
  /** The correction form, in place of the entry it corrects. */
  renderCorrection: (entry: JournalEntry) => ReactNode;
  /** The earlier day being written up, whose new entry form shows under it. */
  writingDate: string | null;
  onWrite: (date: string) => void;
  renderNew: (date: string) => ReactNode;
}

/**
 * The booking's days so far, latest first: each day's check-in and check-out times and my
 * entries, with "Correct" while an entry is still within its window.
 */
export function JournalDays({
  journal,
  today,
  readAt,
  writing,
  correcting,
  onCorrect,
  renderCorrection,
  writingDate,
  onWrite,
  renderNew,
}: JournalDaysProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const writable = journalWritable(journal.status);
  const days = journal.days.filter((day) => day.date <= today).reverse();
  if (!days.length) return null;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('caregiverJournal.days.heading')}
      </h2>
      <ol className="mt-3 space-y-4">
        {days.map((day) => (
          <li key={day.date} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{formatCareDate(day.date, language)}</h3>
              {day.date === today ? (
                <StatusBadge tone="info">{t('caregiverJournal.days.today')}</StatusBadge>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {day.checkInAt
                ? [
                    t('caregiverJournal.days.in', {
                      time: formatIndiaTime(day.checkInAt, language),
                    }),
                    day.checkOutAt
                      ? t('caregiverJournal.days.out', {
                          time: formatIndiaTime(day.checkOutAt, language),
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t('caregiverJournal.days.notIn')}
            </p>
            {day.entries.length ? (
              <ul className="mt-3 space-y-3">
                {day.entries.map((entry) => (
                  <li key={entry.id}>
                    {correcting === entry.id ? (
                      renderCorrection(entry)
                    ) : (
                      <EntryCard
                        entry={entry}
                        // The server decides in the end; this only decides whether to offer it.
                        correctable={
                          writable && !writing && Date.parse(entry.editableUntil) > readAt
                        }
                        onCorrect={() => onCorrect(entry)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('caregiverJournal.days.noEntry')}</p>
            )}
            {writingDate === day.date ? (
              <div className="mt-3">{renderNew(day.date)}</div>
            ) : // A day missed in the evening can still be written up; today's is offered above.
            writable && !writing && day.date < today && !day.entries.length ? (
              <Button variant="secondary" className="mt-3" onClick={() => onWrite(day.date)}>
                {t('caregiverJournal.days.write')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
