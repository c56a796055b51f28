import { allowedActions, canReview as isReviewable, type CustomerBooking } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCustomerBookings } from '../api/bookings';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { ReceiptButton } from './ReceiptButton';
import { LoadError, SectionCard } from './SectionCard';

/** SPEC 2 "My Bookings": the customer's bookings, or 'No bookings yet'. */
export function BookingsSection() {
  const { t } = useTranslation();
  const bookings = useCustomerBookings();
  const [cancelling, setCancelling] = useState<CustomerBooking | null>(null);
  const [reviewing, setReviewing] = useState<CustomerBooking | null>(null);

  const actionsFor = (booking: CustomerBooking) => {
    const canCancel = allowedActions(booking.status, 'Customer').includes('cancel');
    const canReview = isReviewable({ status: booking.status, hasReview: Boolean(booking.review) });
    // Every booking was paid for when it was made (from the wallet or by card).
    const hasReceipt = booking.totalAmount > 0;
    if (!canCancel && !canReview && !hasReceipt) return null;
    return (
      <>
        {canReview ? (
          <Button className="flex-1 sm:flex-none" onClick={() => setReviewing(booking)}>
            {t('customer.bookings.rate')}
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            variant="secondary"
            className="flex-1 border-red-200 text-red-800 hover:bg-red-50 sm:flex-none"
            onClick={() => setCancelling(booking)}
          >
            {t('customer.bookings.cancel')}
          </Button>
        ) : null}
        {hasReceipt ? <ReceiptButton bookingId={booking.id} /> : null}
      </>
    );
  };

  return (
    <SectionCard title={t('customer.bookings.title')}>
      {bookings.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1].map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 p-4">
              <div className="flex justify-between gap-3">
                <div className="flex-1">
                  <Skeleton className="h-6 w-40" />
                  <Skeleton className="mt-1 h-5 w-28" />
                </div>
                <Skeleton className="h-6 w-20 rounded-full" />
              </div>
              <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
                {[0, 1, 2, 3].map((cell) => (
                  <Skeleton key={cell} className="h-10 w-24" />
                ))}
              </div>
              <Skeleton className="mt-3 h-9 w-full" />
            </div>
          ))}
        </div>
      ) : bookings.isError ? (
        <LoadError onRetry={() => void bookings.refetch()}>
          {t('customer.bookings.loadError')}
        </LoadError>
      ) : bookings.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{t('customer.bookings.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} actions={actionsFor(booking)} />
            </li>
          ))}
        </ul>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
    </SectionCard>
  );
}
