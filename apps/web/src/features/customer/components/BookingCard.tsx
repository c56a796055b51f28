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
    ['Start Code', booking.startCode || '—'],
    ['End Code', booking.endCode || '—'],
  ];

  return (
    <article className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            {bookingServiceName(booking)}
          </h3>
          <p className="text-sm break-words text-slate-600">{bookingSellerName(booking)}</p>
        </div>
        <StatusBadge tone={booking.status === 'PENDING' ? 'warning' : 'success'}>
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
      {booking.staff ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="mb-1 text-sm text-slate-500">Who is coming</p>
          <StaffContact staff={booking.staff} />
        </div>
      ) : null}
      {/* The codes still have a job to do while the booking holds the caregiver's days. */}
      {activeBookingStatuses.includes(booking.status) ? (
        <p className="mt-2 text-sm text-slate-600">
          Your caregiver asks for the start code on arrival and the end code when the care is done.
        </p>
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
