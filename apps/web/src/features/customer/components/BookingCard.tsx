import {
  activeBookingStatuses,
  formatCalendarDate,
  formatPaise,
  type CustomerBooking,
} from '@care/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLanguage } from '../../../lib/i18n';
import { StarRating } from '../../../components/ui/StarRating';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { StaffContact } from '../../../components/bookings/StaffContact';
import { bookingStatusTones } from '../../../components/bookings/bookingStatusTones';
import { PhoneLink } from '../../../components/ui/PhoneLink';
import { ButtonLink } from '../../../components/ui/Button';

/** SPEC 2 fallbacks: the data may lack the nested service or seller. */
export function bookingServiceName(booking: CustomerBooking, t: TFunction): string {
  return (
    booking.providerSvc?.service?.name ||
    booking.companySvc?.service?.name ||
    t('customer.bookingCard.unknownService')
  );
}

export function bookingSellerName(booking: CustomerBooking, t: TFunction): string {
  return (
    booking.providerSvc?.provider?.name ||
    booking.companySvc?.company?.companyName ||
    t('customer.bookingCard.unknownSeller')
  );
}

/** How the caregiver uses the codes that are still shown. */
const codeHint = {
  PENDING: 'customer.bookingCard.bothCodesHint',
  ACCEPTED: 'customer.bookingCard.bothCodesHint',
  IN_PROGRESS: 'customer.bookingCard.endCodeHint',
} as const satisfies Partial<Record<CustomerBooking['status'], string>>;

/** Once a caregiver has accepted, the booking has a care journal: its days, codes and entries. */
const hasJournal: readonly CustomerBooking['status'][] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];

function hintFor(status: CustomerBooking['status']) {
  return Object.hasOwn(codeHint, status) ? codeHint[status as keyof typeof codeHint] : null;
}

interface BookingCardProps {
  booking: CustomerBooking;
  /** What the family can do next (cancel, rate, get the receipt), as the status graph allows. */
  actions?: ReactNode;
}

/** One booking in "My Bookings": what, who, when, the two codes, the total and the status. */
export function BookingCard({ booking, actions }: BookingCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hint = hintFor(booking.status);
  // [label, value, is a code]
  const details: [string, string, boolean][] = [
    [t('customer.bookingCard.from'), formatCalendarDate(booking.startDate, language) ?? '—', false],
    [t('customer.bookingCard.to'), formatCalendarDate(booking.endDate, language) ?? '—', false],
  ];
  // A code is shown only while it still has a job: the start code until the care starts, the
  // end code until it ends. Used or void codes are not the family's to keep reading out.
  if (booking.status === 'PENDING' || booking.status === 'ACCEPTED') {
    details.push([t('customer.bookingCard.startCode'), booking.startCode || '—', true]);
  }
  if (activeBookingStatuses.includes(booking.status)) {
    details.push([t('customer.bookingCard.endCode'), booking.endCode || '—', true]);
  }

  return (
    <article className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            {bookingServiceName(booking, t)}
          </h3>
          <p className="text-sm break-words text-slate-600">{bookingSellerName(booking, t)}</p>
        </div>
        <StatusBadge tone={bookingStatusTones[booking.status]}>
          {t(`components.bookingStatus.${booking.status}`)}
        </StatusBadge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {details.map(([label, value, isCode]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`font-medium text-slate-900 ${isCode ? 'font-mono tracking-wider' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {booking.contactPhone ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-500">
            {t('customer.bookingCard.call', { name: bookingSellerName(booking, t) })}
          </p>
          <PhoneLink mobile={booking.contactPhone} />
        </div>
      ) : null}
      {booking.staff ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="mb-1 text-sm text-slate-500">{t('customer.bookingCard.whoIsComing')}</p>
          <StaffContact staff={booking.staff} />
        </div>
      ) : null}
      {hint ? <p className="mt-2 text-sm text-slate-600">{t(hint)}</p> : null}
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-500">{t('customer.bookingCard.total')}</span>
        <span className="text-base font-semibold text-slate-900 tabular-nums">
          {formatPaise(booking.totalAmount, language)}
        </span>
      </div>
      {booking.review ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="flex items-center gap-2 text-sm text-slate-500">
            {t('customer.bookingCard.yourReview')}
            <StarRating rating={booking.review.rating} />
          </p>
          {booking.review.comment ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              {booking.review.comment}
            </p>
          ) : null}
        </div>
      ) : null}
      {actions || hasJournal.includes(booking.status) ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {hasJournal.includes(booking.status) ? (
            <ButtonLink
              to={`/care-journal/${booking.id}`}
              variant="secondary"
              className="flex-1 sm:flex-none"
              aria-label={t('familyJournal.bookingLinkLabel', { name: booking.familyMember.name })}
            >
              {t('familyJournal.bookingLink')}
            </ButtonLink>
          ) : null}
          {actions}
        </div>
      ) : null}
    </article>
  );
}
