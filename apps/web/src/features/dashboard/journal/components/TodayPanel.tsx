import { formatCareDate, type SellerJournal } from '@care/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { useLanguage } from '../../../../lib/i18n';
import type { DayCodeStep } from '../api/journal';
import { formatIndiaTime } from '../lib/format';
import { journalWritable } from '../lib/journalState';

interface TodayPanelProps {
  journal: SellerJournal;
  /** The care journal's today (the server's, when it says). */
  today: string;
  /** Whether a form is open already: one at a time, so nothing typed is lost. */
  writing: boolean;
  onCode: (step: DayCodeStep) => void;
  onWrite: () => void;
}

/**
 * Today at a glance and the one thing to do next: check in (the first day's is the start
 * code), check out (the last day's is the end code), and once checked in, write the entry.
 */
export function TodayPanel({ journal, today, writing, onCode, onWrite }: TodayPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const running = journal.status === 'ACCEPTED' || journal.status === 'IN_PROGRESS';
  const completed = journal.status === 'COMPLETED';
  const day = journal.days.find((candidate) => candidate.date === today);
  const canCheckIn = running && day && !day.checkInAt;
  const canCheckOut = running && day?.checkInAt && !day.checkOutAt;
  const canWrite = !writing && journalWritable(journal.status) && day?.checkInAt;

  let status;
  if (completed) {
    status = <p>{t('caregiverJournal.today.completed')}</p>;
  } else if (!running) {
    status = <p>{t('caregiverJournal.today.closed')}</p>;
  } else if (today < journal.startDate) {
    status = (
      <p>
        {t('caregiverJournal.today.before', { date: formatCareDate(journal.startDate, language) })}
      </p>
    );
  } else if (!day) {
    status = (
      <p>
        {t('caregiverJournal.today.after', { date: formatCareDate(journal.endDate, language) })}
      </p>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        {t('caregiverJournal.today.heading', { date: formatCareDate(today, language) })}
      </h2>
      <div className="space-y-1 text-slate-800">
        {status}
        {day && (running || completed) ? (
          <ul className="space-y-1">
            <li>
              {day.checkInAt
                ? t('caregiverJournal.today.checkedIn', {
                    time: formatIndiaTime(day.checkInAt, language),
                  })
                : t('caregiverJournal.today.notCheckedIn')}
            </li>
            {day.checkOutAt ? (
              <li>
                {t('caregiverJournal.today.checkedOut', {
                  time: formatIndiaTime(day.checkOutAt, language),
                })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {canCheckOut && today === journal.endDate ? (
        <p className="mt-2 text-sm text-slate-600">{t('caregiverJournal.today.lastDay')}</p>
      ) : null}
      {canCheckIn || canCheckOut || canWrite ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {canCheckIn ? (
            <Button className="flex-1 sm:flex-none" onClick={() => onCode('checkIn')}>
              {t('caregiverJournal.today.checkIn')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button className="flex-1 sm:flex-none" onClick={onWrite}>
              {t('caregiverJournal.form.write')}
            </Button>
          ) : null}
          {canCheckOut ? (
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => onCode('checkOut')}
            >
              {t('caregiverJournal.today.checkOut')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canCheckIn ? (
        <p className="mt-3 text-sm text-slate-600">{t('caregiverJournal.form.needCheckIn')}</p>
      ) : null}
    </section>
  );
}
