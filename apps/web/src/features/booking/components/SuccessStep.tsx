import { type CustomerBooking, formatCalendarDate, formatPaise } from '@care/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { useLanguage } from '../../../lib/i18n';

interface SuccessStepProps {
  booking: CustomerBooking;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Step 5: 'Booking Successful', the dates and the two codes, and 'View My Bookings'. */
export function SuccessStep({ booking, headingRef }: SuccessStepProps) {
  const serviceName = booking.providerSvc?.service.name ?? booking.companySvc?.service.name;
  const { t } = useTranslation();
  const language = useLanguage();
  const details: [string, string, boolean][] = [
    [
      t('booking.success.from'),
      formatCalendarDate(booking.startDate, language) ?? booking.startDate,
      false,
    ],
    [
      t('booking.success.to'),
      formatCalendarDate(booking.endDate, language) ?? booking.endDate,
      false,
    ],
    [t('booking.success.startCode'), booking.startCode, true],
    [t('booking.success.endCode'), booking.endCode, true],
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
        {t('booking.success.heading')}
      </h2>
      <p className="mt-2 text-slate-600">
        {serviceName
          ? t('booking.success.serviceFor', {
              service: serviceName,
              name: booking.familyMember.name,
            })
          : null}
        {t('booking.success.codesHint')}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-left">
        {details.map(([label, value, isCode]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd
              className={`font-semibold text-slate-900 ${isCode ? 'font-mono text-lg tracking-widest' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        {t('booking.success.totalStatus', {
          total: formatPaise(booking.totalAmount, language),
          status: booking.status,
        })}
      </p>
      <ButtonLink to="/profile" size="lg" className="mt-6 w-full sm:w-auto">
        {t('booking.success.viewBookings')}
      </ButtonLink>
    </div>
  );
}
