import {
  ADULT_AGE,
  careRecipientLabel,
  formatCalendarDate,
  formatPaise,
  type Language,
  type SellerBooking,
  type SellerKind,
} from '@care/shared';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { genderLabel, relationLabel } from '../../../components/familyLabels';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { useLanguage } from '../../../lib/i18n';
import { statusLabel, statusTones } from '../lib/views';
import { StaffContact } from '../../../components/bookings/StaffContact';
import { PhoneLink } from '../../../components/ui/PhoneLink';
import { BookingCareProfile } from './BookingCareProfile';

/** 'Child' for childcare (by the service's name, or a child's age), 'Patient' otherwise. */
function recipientLabel(booking: SellerBooking): 'Child' | 'Patient' {
  const { age } = booking.patient;
  if (age !== null && age < ADULT_AGE) return 'Child';
  return careRecipientLabel(booking.serviceName);
}

interface SellerBookingCardProps {
  booking: SellerBooking;
  /** The buttons the status graph allows for this booking. */
  actions?: ReactNode;
  /** Who is reading: with it, accepted and running care offers the family's care profile. */
  caregiver?: SellerKind;
}

/** "3 Dec 2026 – 5 Dec 2026" (Hindi: "3 दिसंबर 2026 से 5 दिसंबर 2026 तक"), one date for one day. */
export function formatDateRange(
  booking: Pick<SellerBooking, 'startDate' | 'endDate'>,
  t: TFunction,
  language: Language,
): string {
  const start = formatCalendarDate(booking.startDate, language) ?? booking.startDate;
  const end = formatCalendarDate(booking.endDate, language) ?? booking.endDate;
  return start === end ? start : t('dashboard.card.dates', { start, end });
}

/** "Elder Companion for Lakshmi Iyer, 3 Dec 2026 – 5 Dec 2026.": which booking a dialog is about. */
export function bookingSummary(booking: SellerBooking, t: TFunction, language: Language): string {
  return t('dashboard.card.summary', {
    service: booking.serviceName,
    name: booking.patient.name,
    dates: formatDateRange(booking, t, language),
  });
}

/** "Female · 72 yrs · Mother": only the parts the family filled in, in the reader's language. */
function patientSummary(patient: SellerBooking['patient'], t: TFunction): string {
  return [
    patient.gender ? genderLabel(patient.gender, t) : null,
    patient.age === null ? null : t('dashboard.card.age', { age: patient.age }),
    patient.relation ? relationLabel(patient.relation, t) : null,
  ]
    .filter(Boolean)
    .join(' · ');
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
export function SellerBookingCard({ booking, actions, caregiver }: SellerBookingCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const { patient, customer } = booking;
  const summary = patientSummary(patient, t);

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
            {formatDateRange(booking, t, language)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {t('booking.days', { count: booking.days })}
          </p>
        </div>
        <StatusBadge tone={statusTones[booking.status]}>
          {statusLabel(booking.status, t)}
        </StatusBadge>
      </div>

      <dl className="mt-4 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <Detail
          label={
            recipientLabel(booking) === 'Child'
              ? t('dashboard.card.child')
              : t('dashboard.card.patient')
          }
        >
          <span className="font-medium">{patient.name}</span>
          {summary ? <span className="block text-slate-600">{summary}</span> : null}
          {patient.note ? (
            <span className="mt-1 block text-slate-600 italic">“{patient.note}”</span>
          ) : null}
        </Detail>
        <Detail label={t('dashboard.card.family')}>
          {customer.name ? <span className="block font-medium">{customer.name}</span> : null}
          {customer.mobile ? <PhoneLink mobile={customer.mobile} /> : null}
          {customer.address ? (
            <span className="block whitespace-pre-line text-slate-700">{customer.address}</span>
          ) : null}
          {customer.pincode ? (
            <span className="block text-slate-700">
              {t('dashboard.card.pincode', { pincode: customer.pincode })}
            </span>
          ) : null}
          {!customer.mobile && booking.status === 'PENDING' ? (
            <span className="mt-1 block text-slate-500">{t('dashboard.card.sharedOnAccept')}</span>
          ) : null}
        </Detail>
        {booking.staff ? (
          <Detail label={t('dashboard.card.yourStaff')}>
            <StaffContact staff={booking.staff} />
          </Detail>
        ) : null}
      </dl>
      {caregiver && (booking.status === 'ACCEPTED' || booking.status === 'IN_PROGRESS') ? (
        <BookingCareProfile caregiver={caregiver} bookingId={booking.id} />
      ) : null}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          <Trans
            i18nKey="dashboard.card.total"
            values={{
              total: formatPaise(booking.totalAmount, language),
              price: formatPaise(booking.pricePerDay, language),
            }}
            components={{
              amount: <span className="text-base font-semibold text-slate-900 tabular-nums" />,
              perDay: <span className="text-slate-500" />,
            }}
          />
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
