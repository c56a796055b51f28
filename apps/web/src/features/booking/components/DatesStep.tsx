import { formatPaise, todayInIndia, type UnavailableDate } from '@care/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { formatDays } from '../model/wizard';
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
            <p className="mt-2 text-sm text-slate-600">
              We could not check this caregiver&apos;s calendar just now. Pick your dates; we check
              them again before you pay.
            </p>
          ) : null}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          min={today}
          value={startDate}
          onChange={(event) => onChange({ startDate: event.target.value, endDate })}
        />
        <TextField
          label="End date"
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
            {formatDays(days)}, both days included
            {total > 0 ? (
              <>
                {' · '}
                <span className="font-semibold text-slate-900">{formatPaise(total)}</span>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
