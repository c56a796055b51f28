import { formatPaise, todayInIndia, type UnavailableDate } from '@care/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/i18n';
import { AvailabilityCalendar } from './AvailabilityCalendar';

interface DatesStepProps {
  startDate: string;
  endDate: string;
  onChange: (dates: { startDate: string; endDate: string }) => void;
  days: number;
  total: number;
  /** The days this caregiver cannot take, and why. */
  unavailable: UseQueryResult<UnavailableDate[]>;
}

/**
 * Step 2 'Select Dates': a month calendar that greys out the days this caregiver cannot take
 * and says why, and the phone's own date fields for typing the dates instead.
 */
export function DatesStep({
  startDate,
  endDate,
  onChange,
  days,
  total,
  unavailable,
}: DatesStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = todayInIndia();
  return (
    <div>
      {unavailable.isPending ? (
        // The month grid's own box (caption, weekdays, six weeks of 44px days), so nothing moves.
        <Skeleton className="mb-4 h-[22rem] w-full max-w-80" />
      ) : (
        <div className="mb-4">
          <AvailabilityCalendar
            startDate={startDate}
            endDate={endDate}
            today={today}
            unavailable={unavailable.data ?? []}
            onChange={onChange}
          />
          {unavailable.isError ? (
            <p className="mt-2 text-sm text-slate-600">{t('booking.dates.calendarFailed')}</p>
          ) : null}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('booking.dates.start')}
          type="date"
          min={today}
          value={startDate}
          onChange={(event) => onChange({ startDate: event.target.value, endDate })}
        />
        <TextField
          label={t('booking.dates.end')}
          type="date"
          min={startDate && startDate >= today ? startDate : today}
          value={endDate}
          onChange={(event) => onChange({ startDate, endDate: event.target.value })}
        />
      </div>
      {/* Always one line tall, so the buttons below do not move as dates are picked. */}
      <p className="mt-4 min-h-6 text-slate-700" aria-live="polite">
        {days > 0 ? (
          <>
            {t('booking.dates.bothIncluded', { days: t('booking.days', { count: days }) })}
            {total > 0 ? (
              <>
                {' · '}
                <span className="font-semibold text-slate-900">{formatPaise(total, language)}</span>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
