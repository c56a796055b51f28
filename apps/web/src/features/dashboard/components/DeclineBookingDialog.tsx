import type { SellerBooking, SellerKind } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { errorText } from '../lib/text';
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
  const { t } = useTranslation();
  const language = useLanguage();
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
      toast.success(envelope.message ?? t('dashboard.decline.done'));
      onClose();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('dashboard.decline.title')}
      description={booking ? bookingSummary(booking, t, language) : undefined}
    >
      <p className="text-slate-700">{t('dashboard.decline.body')}</p>
      <InlineAlert message={error} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={decline.isPending}>
          {t('dashboard.common.keepBooking')}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={decline.isPending}
          className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
        >
          {decline.isPending ? t('dashboard.decline.declining') : t('dashboard.decline.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
