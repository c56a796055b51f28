import {
  type CustomerBooking,
  formatCalendarDate,
  formatPaise,
  type RefundReason,
  refundReasonTexts,
} from '@care/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useCancelBooking, useRefundPreview } from '../api/cancellation';
import { bookingSellerName, bookingServiceName } from './BookingCard';
import { LoadError } from './SectionCard';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { useLanguage } from '../../../lib/i18n';

/** How far off the first day of care is, which decides the refund tier. */
function checkInText(daysBeforeStart: number, t: TFunction): string | null {
  if (daysBeforeStart < 0) return null;
  if (daysBeforeStart === 0) return t('customer.cancelDialog.startsToday');
  if (daysBeforeStart === 1) return t('customer.cancelDialog.startsTomorrow');
  return t('customer.cancelDialog.startsInDays', { count: daysBeforeStart });
}

/**
 * The server may send the policy's reason code or its English sentence; show the sentence in
 * the reader's language (one the policy does not know, such as a refusal, as it came).
 */
export function refundReasonText(reason: string, t: TFunction): string {
  const code = Object.hasOwn(refundReasonTexts, reason)
    ? (reason as RefundReason)
    : (Object.keys(refundReasonTexts) as RefundReason[]).find(
        (key) => refundReasonTexts[key] === reason,
      );
  return code ? t(`customer.refundReasons.${code}`) : reason;
}

interface CancelBookingDialogProps {
  /** The booking to cancel; null while closed. */
  booking: CustomerBooking | null;
  onClose: () => void;
}

/**
 * Cancel with the refund in plain figures first: the family sees what comes back, and why,
 * before they decide. The preview is the server's own quote by the shared refund policy.
 */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelBooking();
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const start = booking ? formatCalendarDate(booking.startDate, language) : null;
  const end = booking ? formatCalendarDate(booking.endDate, language) : null;
  const dates =
    start && end ? t('customer.cancelDialog.dates', { start, end }) : (start ?? end ?? '');

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('customer.cancelDialog.title')}
      description={
        booking
          ? t('customer.cancelDialog.description', {
              service: bookingServiceName(booking, t),
              seller: bookingSellerName(booking, t),
              dates,
            })
          : undefined
      }
    >
      {booking ? (
        <CancelBody booking={booking} cancel={cancel} onClose={close} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

interface CancelBodyProps {
  booking: CustomerBooking;
  cancel: ReturnType<typeof useCancelBooking>;
  onClose: () => void;
  onDone: () => void;
}

function CancelBody({ booking, cancel, onClose, onDone }: CancelBodyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = useRefundPreview(booking.id);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const envelope = await cancel.mutateAsync(booking.id);
      toast.success(envelope.message ?? t('customer.cancelDialog.cancelled'));
      onDone();
    } catch (caught) {
      setError(userErrorMessage(caught));
    }
  };

  if (preview.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('customer.cancelDialog.working')}</p>
        <div aria-hidden="true">
          <Skeleton className="h-7 w-full" />
          <Skeleton className="mt-2 h-5 w-3/4" />
          <Skeleton className="mt-2 h-5 w-2/3" />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Skeleton className="h-11 w-full rounded-xl sm:w-32" />
            <Skeleton className="h-11 w-full rounded-xl sm:w-44" />
          </div>
        </div>
      </div>
    );
  }

  if (preview.isError) {
    return (
      <>
        <LoadError onRetry={() => void preview.refetch()}>
          {userErrorMessage(preview.error, t('customer.cancelDialog.previewError'))}
        </LoadError>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('customer.cancelDialog.close')}
          </Button>
        </div>
      </>
    );
  }

  const quote = preview.data;
  return (
    <>
      {quote.canCancel ? (
        <p className="text-base font-semibold text-slate-900">
          {t('customer.cancelDialog.refund', {
            refund: formatPaise(quote.refundAmount, language),
            total: formatPaise(quote.totalAmount, language),
            percent: quote.refundPercent,
          })}
        </p>
      ) : (
        <p className="text-base font-semibold text-slate-900">
          {t('customer.cancelDialog.cannotCancel')}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {[
          refundReasonText(quote.reason, t),
          quote.canCancel ? checkInText(quote.daysBeforeStart, t) : null,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {quote.canCancel && quote.nonRefundableDates?.length ? (
        <ul
          aria-label={t('customer.cancelDialog.nonRefundableDays')}
          className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700"
        >
          {quote.nonRefundableDates.map((day) => (
            <li key={day.date}>
              {t('customer.cancelDialog.nonRefundableDay', {
                date: formatCalendarDate(day.date, language) ?? day.date,
                label: day.label,
                kind: t(`staticPages.refunds.blackoutKinds.${day.kind}`),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {quote.canCancel ? (
        <p className="mt-2 text-sm text-slate-600">{t('customer.cancelDialog.walletNote')}</p>
      ) : null}
      <p className="mt-2 text-sm">
        <Link
          to="/cancellation-&-refunds"
          className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('customer.cancelDialog.policyLink')}
        </Link>
      </p>
      <InlineAlert message={error} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {quote.canCancel ? t('customer.cancelDialog.keep') : t('customer.cancelDialog.close')}
        </Button>
        {quote.canCancel ? (
          <Button
            onClick={() => void confirm()}
            disabled={cancel.isPending}
            className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
          >
            {cancel.isPending
              ? t('customer.cancelDialog.cancelling')
              : t('customer.cancelDialog.confirm')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
