import type { JournalDay } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { EntryCard } from './EntryCard';
import { formatDay, formatTime } from './format';

interface JournalDayCardProps {
  day: JournalDay;
  /** The booking's first and last days carry its start and end codes. */
  isFirst: boolean;
  isLast: boolean;
  /** Only the family who booked gives the codes; a relative reads only. */
  showCodes: boolean;
}

/** Whether the caregiver came: in and out times, not yet, or the missed-check-in warning. */
function Attendance({ day }: { day: JournalDay }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (day.checkInAt) {
    return (
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-green-800">
          {t('familyJournal.day.checkedIn', { time: formatTime(day.checkInAt, language) })}
        </span>
        {' · '}
        {day.checkOutAt
          ? t('familyJournal.day.checkedOut', { time: formatTime(day.checkOutAt, language) })
          : t('familyJournal.day.notOutYet')}
        {/* A late arrival after the alert went out: the family saw the SMS, so say it was late. */}
        {day.missedAlertAt ? (
          <span className="block text-amber-900">
            {t('familyJournal.day.late', { time: formatTime(day.missedAlertAt, language) })}
          </span>
        ) : null}
      </p>
    );
  }
  if (day.missedAlertAt) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900">
        ⚠ {t('familyJournal.day.missed', { time: formatTime(day.missedAlertAt, language) })}
      </p>
    );
  }
  return <p className="text-sm text-slate-600">{t('familyJournal.day.notInYet')}</p>;
}

/** The day's two codes, for the family to give the caregiver in person on that day. */
function DayCodes({ day, isFirst, isLast }: Omit<JournalDayCardProps, 'showCodes'>) {
  const { t } = useTranslation();
  if (!day.checkInCode && !day.checkOutCode) return null;
  const codes: [string, string | null][] = [
    [
      isFirst ? t('familyJournal.day.startCode') : t('familyJournal.day.checkInCode'),
      day.checkInCode,
    ],
    [
      isLast ? t('familyJournal.day.endCode') : t('familyJournal.day.checkOutCode'),
      day.checkOutCode,
    ],
  ];
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-600">{t('familyJournal.day.codesHint')}</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4">
        {codes.map(([label, code]) =>
          code ? (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-mono text-lg font-semibold tracking-wider text-slate-900">
                {code}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </div>
  );
}

/** One day of the booking: attendance, codes for the family who booked, and the day's entries. */
export function JournalDayCard({ day, isFirst, isLast, showCodes }: JournalDayCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = formatDay(day.date, language);
  return (
    <section
      aria-label={label}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-base font-semibold text-slate-900">
        <time dateTime={day.date}>{label}</time>
      </h2>
      <div className="mt-1">
        <Attendance day={day} />
      </div>
      {showCodes ? <DayCodes day={day} isFirst={isFirst} isLast={isLast} /> : null}
      {day.entries.length > 0 ? (
        <div className="mt-3 space-y-3">
          {day.entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} dayLabel={label} />
          ))}
        </div>
      ) : day.checkInAt ? (
        <p className="mt-2 text-sm text-slate-600">{t('familyJournal.day.noEntries')}</p>
      ) : null}
    </section>
  );
}
