import {
  activeBookingStatuses,
  formatCalendarDate,
  formatPaise,
  type CustomerBooking,
} from '@care/shared';
import type { ReactNode } from 'react';
import { StarRating } from '../../../components/ui/StarRating';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { StaffContact } from '../../../components/bookings/StaffContact';
import { bookingStatusTones } from '../../../components/bookings/bookingStatusTones';
import { PhoneLink } from '../../../components/ui/PhoneLink';

/** SPEC 2 fallbacks: the data may lack the nested service or seller. */
export function bookingServiceName(booking: CustomerBooking): string {
  return (
    booking.providerSvc?.service?.name || booking.companySvc?.service?.name || 'Unknown Service'
  );
}

export function bookingSellerName(booking: CustomerBooking): string {
  return booking.providerSvc?.provider?.name || booking.companySvc?.company?.companyName || 'N/A';
}

function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** How the caregiver uses the codes that are still shown. */
const codeHint: Partial<Record<CustomerBooking['status'], string>> = {
  PENDING:
    'Your caregiver asks for the start code on arrival and the end code when the care is done.',
  ACCEPTED:
    'Your caregiver asks for the start code on arrival and the end code when the care is done.',
  IN_PROGRESS: 'Your caregiver asks for the end code when the care is done.',
};

interface BookingCardProps {
  booking: CustomerBooking;
  /** What the family can do next (cancel, rate, get the receipt), as the status graph allows. */
  actions?: ReactNode;
}

/** One booking in "My Bookings": what, who, when, the two codes, the total and the status. */
export function BookingCard({ booking, actions }: BookingCardProps) {
  const details: [string, string][] = [
    ['From', formatCalendarDate(booking.startDate) ?? '—'],
    ['To', formatCalendarDate(booking.endDate) ?? '—'],
  ];
  // A code is shown only while it still has a job: the start code until the care starts, the
  // end code until it ends. Used or void codes are not the family's to keep reading out.
  if (booking.status === 'PENDING' || booking.status === 'ACCEPTED') {
    details.push(['Start Code', booking.startCode || '—']);
  }
  if (activeBookingStatuses.includes(booking.status)) {
    details.push(['End Code', booking.endCode || '—']);
  }

  return (
    <article className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            {bookingServiceName(booking)}
          </h3>
          <p className="text-sm break-words text-slate-600">{bookingSellerName(booking)}</p>
        </div>
        <StatusBadge tone={bookingStatusTones[booking.status]}>
          {statusLabel(booking.status)}
        </StatusBadge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`font-medium text-slate-900 ${label.endsWith('Code') ? 'font-mono tracking-wider' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {booking.contactPhone ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-500">{`Call ${bookingSellerName(booking)}`}</p>
          <PhoneLink mobile={booking.contactPhone} />
        </div>
      ) : null}
      {booking.staff ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="mb-1 text-sm text-slate-500">Who is coming</p>
          <StaffContact staff={booking.staff} />
        </div>
      ) : null}
      {codeHint[booking.status] ? (
        <p className="mt-2 text-sm text-slate-600">{codeHint[booking.status]}</p>
      ) : null}
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-500">Total</span>
        <span className="text-base font-semibold text-slate-900 tabular-nums">
          {formatPaise(booking.totalAmount)}
        </span>
      </div>
      {booking.review ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="flex items-center gap-2 text-sm text-slate-500">
            Your review
            <StarRating rating={booking.review.rating} />
          </p>
          {booking.review.comment ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              {booking.review.comment}
            </p>
          ) : null}
        </div>
      ) : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
