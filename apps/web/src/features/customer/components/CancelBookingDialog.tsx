import {
  type CustomerBooking,
  formatCalendarDate,
  formatPaise,
  type RefundReason,
  refundReasonTexts,
} from '@care/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useCancelBooking, useRefundPreview } from '../api/cancellation';
import { bookingSellerName, bookingServiceName } from './BookingCard';
import { LoadError } from './SectionCard';
import { InlineAlert } from '../../../components/ui/InlineAlert';

/** How far off the first day of care is, which decides the refund tier. */
function checkInText(daysBeforeStart: number): string | null {
  if (daysBeforeStart < 0) return null;
  if (daysBeforeStart === 0) return 'Care starts today.';
  return `Care starts ${daysBeforeStart === 1 ? 'tomorrow' : `in ${daysBeforeStart} days`}.`;
}

/** The server may send the policy's reason code or its sentence; show the sentence. */
export function refundReasonText(reason: string): string {
  return Object.hasOwn(refundReasonTexts, reason)
    ? refundReasonTexts[reason as RefundReason]
    : reason;
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
  const cancel = useCancelBooking();
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const dates = booking
    ? [formatCalendarDate(booking.startDate), formatCalendarDate(booking.endDate)]
        .filter(Boolean)
        .join(' to ')
    : '';

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Cancel this booking?"
      description={
        booking
          ? `${bookingServiceName(booking)} with ${bookingSellerName(booking)}, ${dates}.`
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
  const preview = useRefundPreview(booking.id);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const envelope = await cancel.mutateAsync(booking.id);
      toast.success(envelope.message ?? 'Booking cancelled');
      onDone();
    } catch (caught) {
      setError(userErrorMessage(caught));
    }
  };

  if (preview.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">Working out your refund</p>
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
          {userErrorMessage(preview.error, 'We could not work out your refund.')}
        </LoadError>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
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
          {`${formatPaise(quote.refundAmount)} of ${formatPaise(quote.totalAmount)} (${quote.refundPercent}%) will be returned to your wallet.`}
        </p>
      ) : (
        <p className="text-base font-semibold text-slate-900">
          This booking can no longer be cancelled.
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {[
          refundReasonText(quote.reason),
          quote.canCancel ? checkInText(quote.daysBeforeStart) : null,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {quote.canCancel ? (
        <p className="mt-2 text-sm text-slate-600">
          The refund reaches your CareConnect wallet at once, and you can use it for your next
          booking.
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        <Link
          to="/cancellation-&-refunds"
          className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Read the Refund &amp; Cancellation Policy
        </Link>
      </p>
      <InlineAlert message={error} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {quote.canCancel ? 'Keep booking' : 'Close'}
        </Button>
        {quote.canCancel ? (
          <Button
            onClick={() => void confirm()}
            disabled={cancel.isPending}
            className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
          >
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
          </Button>
        ) : null}
      </div>
    </>
  );
}
