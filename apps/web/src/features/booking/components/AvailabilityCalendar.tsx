import {
  addCalendarDays,
  calendarDateAsLocalNoon,
  formatCareDate,
  localDateAsCalendarDate,
  type UnavailableDate,
  type UnavailableReason,
} from '@care/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';
import { useLanguage } from '../../../lib/i18n';
import { AVAILABILITY_HORIZON_DAYS } from '../api/availability';

interface AvailabilityCalendarProps {
  startDate: string;
  endDate: string;
  /** Today in India: nothing before it can be picked. */
  today: string;
  unavailable: readonly UnavailableDate[];
  onChange: (dates: { startDate: string; endDate: string }) => void;
}

/** The legend under the grid: days off are grey, taken days striped (calendar.css). */
const legend = {
  DAY_OFF: { swatch: 'care-day-off', text: 'booking.dates.notWorking' },
  BOOKED: { swatch: 'care-day-taken', text: 'booking.dates.alreadyBooked' },
  FULL: { swatch: 'care-day-taken', text: 'booking.dates.fullyBooked' },
} as const satisfies Record<UnavailableReason, { swatch: string; text: string }>;

/**
 * The month grid of the dates step: the family taps the first day and then the last, and sees
 * at a glance which days this caregiver cannot take and why. The grid counts in Dates on the
 * phone's clock; everything it hands back is an India calendar date (YYYY-MM-DD).
 */
export function AvailabilityCalendar({
  startDate,
  endDate,
  today,
  unavailable,
  onChange,
}: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonByDate = useMemo(
    () => new Map(unavailable.map((day) => [day.date, day.reason])),
    [unavailable],
  );
  const byReason = useMemo(() => {
    const groups: Record<UnavailableReason, Date[]> = { DAY_OFF: [], BOOKED: [], FULL: [] };
    for (const day of unavailable) groups[day.reason].push(calendarDateAsLocalNoon(day.date));
    return groups;
  }, [unavailable]);
  const reasonsShown = (Object.keys(byReason) as UnavailableReason[]).filter(
    (reason) => byReason[reason].length > 0,
  );

  const firstDay = calendarDateAsLocalNoon(today);
  const lastDay = calendarDateAsLocalNoon(addCalendarDays(today, AVAILABILITY_HORIZON_DAYS - 1));
  const disabled: Matcher[] = [
    { before: firstDay },
    { after: lastDay },
    ...unavailable.map((day) => calendarDateAsLocalNoon(day.date)),
  ];
  const selected = startDate
    ? {
        from: calendarDateAsLocalNoon(startDate),
        to: endDate && endDate >= startDate ? calendarDateAsLocalNoon(endDate) : undefined,
      }
    : undefined;

  // Tap the first day, then the last; a third tap starts again. A tap before the first day
  // moves the start there instead of making a backwards range.
  const pick = (day: Date) => {
    const date = localDateAsCalendarDate(day);
    if (!startDate || (endDate && endDate >= startDate) || date < startDate) {
      onChange({ startDate: date, endDate: '' });
    } else {
      onChange({ startDate, endDate: date });
    }
  };

  return (
    <div className="care-calendar">
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(_range, day) => pick(day)}
        disabled={disabled}
        modifiers={{
          dayOff: byReason.DAY_OFF,
          taken: [...byReason.BOOKED, ...byReason.FULL],
        }}
        modifiersClassNames={{ dayOff: 'care-day-off', taken: 'care-day-taken' }}
        today={firstDay}
        defaultMonth={selected?.from ?? firstDay}
        startMonth={firstDay}
        endMonth={lastDay}
        weekStartsOn={1}
        // Six rows in every month, so the buttons below never move as the month changes.
        fixedWeeks
        showOutsideDays
        labels={{
          labelDayButton: (date, modifiers) => {
            const reason = reasonByDate.get(localDateAsCalendarDate(date));
            const spoken = formatCareDate(localDateAsCalendarDate(date), language);
            if (reason) {
              return t('booking.dates.dayUnavailable', {
                date: spoken,
                reason: t(`booking.dates.reasons.${reason}`),
              });
            }
            return modifiers.selected ? t('booking.dates.daySelected', { date: spoken }) : spoken;
          },
        }}
      />
      {reasonsShown.length > 0 ? (
        <ul
          aria-label={t('booking.dates.daysOff')}
          className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
        >
          {reasonsShown.map((reason) => (
            <li key={reason} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-4 rounded border border-slate-300 ${legend[reason].swatch}`}
              />
              {t(legend[reason].text)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
