import { formatCalendarDate, formatPaise, type SellerBooking } from '@care/shared';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { statusLabels, statusTones } from '../lib/views';

interface SellerBookingCardProps {
  booking: SellerBooking;
  /** The buttons the status graph allows for this booking. */
  actions?: ReactNode;
}

export function formatDateRange(booking: Pick<SellerBooking, 'startDate' | 'endDate'>): string {
  const start = formatCalendarDate(booking.startDate) ?? booking.startDate;
  const end = formatCalendarDate(booking.endDate) ?? booking.endDate;
  return start === end ? start : `${start} – ${end}`;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "Female · 72 yrs · Mother": only the parts the family filled in. */
function patientSummary(patient: SellerBooking['patient']): string {
  return [patient.gender, patient.age === null ? null : `${patient.age} yrs`, patient.relation]
    .filter(Boolean)
    .join(' · ');
}

/** A mobile number as a tel: link, with India's country code so it dials from anywhere. */
function telHref(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  return /^\d{10}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One booking as the caregiver sees it: what, when, for whom, where, the earnings, and what
 * can be done next. The family's contact details arrive only once the caregiver accepts.
 */
export function SellerBookingCard({ booking, actions }: SellerBookingCardProps) {
  const headingId = useId();
  const { patient, customer } = booking;
  const summary = patientSummary(patient);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {booking.serviceName}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatDateRange(booking)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {daysText(booking.days)}
          </p>
        </div>
        <StatusBadge tone={statusTones[booking.status]}>{statusLabels[booking.status]}</StatusBadge>
      </div>

      <dl className="mt-4 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Patient">
          <span className="font-medium">{patient.name}</span>
          {summary ? <span className="block text-slate-600">{summary}</span> : null}
          {patient.note ? (
            <span className="mt-1 block text-slate-600 italic">“{patient.note}”</span>
          ) : null}
        </Detail>
        <Detail label="Family">
          {customer.name ? <span className="block font-medium">{customer.name}</span> : null}
          {customer.mobile ? (
            <a
              href={telHref(customer.mobile)}
              className="-mx-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
                <path
                  d="M6.5 2.5h-2a2 2 0 0 0-2 2C2.5 11.7 8.3 17.5 15.5 17.5a2 2 0 0 0 2-2v-2l-3.5-1.5-1.75 1.75a9 9 0 0 1-4.5-4.5L9.5 7.5 8 4z"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="sr-only">Call </span>
              {customer.mobile}
            </a>
          ) : null}
          {customer.address ? (
            <span className="block whitespace-pre-line text-slate-700">{customer.address}</span>
          ) : null}
          {customer.pincode ? (
            <span className="block text-slate-700">PIN code {customer.pincode}</span>
          ) : null}
          {!customer.mobile && booking.status === 'PENDING' ? (
            <span className="mt-1 block text-slate-500">
              Name, phone and address are shared once you accept.
            </span>
          ) : null}
        </Detail>
      </dl>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          Total{' '}
          <span className="text-base font-semibold text-slate-900 tabular-nums">
            {formatPaise(booking.totalAmount)}
          </span>
          <span className="text-slate-500"> ({formatPaise(booking.pricePerDay)}/day)</span>
        </p>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div> : null}
      </div>
    </article>
  );
}

/** The card's outline while the list loads: same paddings and rows, so nothing jumps. */
export function SellerBookingCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex-1">
          <Skeleton className="h-6 w-44" />
          <Skeleton className="mt-1 h-5 w-56 max-w-full" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key}>
            <Skeleton className="h-4 w-16" />
            <Skeleton className="mt-1 h-5 w-36" />
            <Skeleton className="mt-1 h-5 w-44 max-w-full" />
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-11 w-full rounded-xl sm:w-48" />
      </div>
    </div>
  );
}
