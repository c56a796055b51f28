import { formatPaise, todayInIndia } from '@care/shared';
import { TextField } from '../../../components/ui/TextField';
import { formatDays } from '../model/wizard';

interface DatesStepProps {
  startDate: string;
  endDate: string;
  onChange: (dates: { startDate: string; endDate: string }) => void;
  days: number;
  total: number;
}

/** Step 2 'Select Dates': the phone's own date pickers, from today in India onwards. */
export function DatesStep({ startDate, endDate, onChange, days, total }: DatesStepProps) {
  const today = todayInIndia();
  return (
    <div>
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
