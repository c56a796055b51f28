import type { SellerBooking, SellerKind } from '@care/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useBookingAction } from '../api/bookings';
import { bookingSummary } from './SellerBookingCard';
import { InlineAlert } from '../../../components/ui/InlineAlert';

interface DeclineBookingDialogProps {
  caregiver: SellerKind;
  /** The booking to decline; null while closed. */
  booking: SellerBooking | null;
  onClose: () => void;
}

/** Declining cannot be undone and refunds the family, so it is confirmed first. */
export function DeclineBookingDialog({ caregiver, booking, onClose }: DeclineBookingDialogProps) {
  const decline = useBookingAction(caregiver);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (decline.isPending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!booking) return;
    setError(null);
    try {
      const envelope = await decline.mutateAsync({ action: 'decline', bookingId: booking.id });
      toast.success(envelope.message ?? 'Booking declined');
      onClose();
    } catch (caught) {
      setError(userErrorMessage(caught));
    }
  };

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Decline this booking?"
      description={booking ? bookingSummary(booking) : undefined}
    >
      <p className="text-slate-700">
        The family will get a full refund to their CareConnect wallet at once, and can book someone
        else. This cannot be undone.
      </p>
      <InlineAlert message={error} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={decline.isPending}>
          Keep booking
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={decline.isPending}
          className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
        >
          {decline.isPending ? 'Declining...' : 'Decline booking'}
        </Button>
      </div>
    </Dialog>
  );
}
