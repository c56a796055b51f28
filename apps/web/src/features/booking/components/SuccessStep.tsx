import { type CustomerBooking, formatCalendarDate, formatPaise } from '@care/shared';
import type { RefObject } from 'react';
import { ButtonLink } from '../../../components/ui/Button';

interface SuccessStepProps {
  booking: CustomerBooking;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Step 5: 'Booking Successful', the dates and the two codes, and 'View My Bookings'. */
export function SuccessStep({ booking, headingRef }: SuccessStepProps) {
  const serviceName = booking.providerSvc?.service.name ?? booking.companySvc?.service.name;
  const details: [string, string][] = [
    ['From', formatCalendarDate(booking.startDate) ?? booking.startDate],
    ['To', formatCalendarDate(booking.endDate) ?? booking.endDate],
    ['Start Code', booking.startCode],
    ['End Code', booking.endCode],
  ];
  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" aria-hidden="true">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-bold text-slate-900 outline-none"
      >
        Booking Successful
      </h2>
      <p className="mt-2 text-slate-600">
        {serviceName ? `${serviceName} for ${booking.familyMember.name}. ` : null}
        Give the Start Code to the caregiver when care begins, and the End Code when it ends.
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-left">
        {details.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd
              className={`font-semibold text-slate-900 ${label.endsWith('Code') ? 'font-mono text-lg tracking-widest' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        Total {formatPaise(booking.totalAmount)} · Status {booking.status}
      </p>
      <ButtonLink to="/profile" size="lg" className="mt-6 w-full sm:w-auto">
        View My Bookings
      </ButtonLink>
    </div>
  );
}
