import type { SellerBooking, SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Dialog } from '../../../components/ui/Dialog';
import { useLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { CodeForm } from './CodeForm';
import { bookingSummary } from './SellerBookingCard';

export type CodeStep = 'start' | 'complete';

interface BookingCodeDialogProps {
  caregiver: SellerKind;
  /** The booking and step; null while closed. */
  target: { booking: SellerBooking; step: CodeStep } | null;
  onClose: () => void;
}

/**
 * The family's code proves the caregiver is there (start: the first day's check-in) and that
 * the care was given (complete: the last day's check-out). The days between are checked in and
 * out on the booking's care journal page.
 */
export function BookingCodeDialog({ caregiver, target, onClose }: BookingCodeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = useBookingAction(caregiver);
  // Not while the code is being checked: the answer decides what the dialog says next.
  const close = () => {
    if (!action.isPending) onClose();
  };
  const step = target?.step;
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={step ? t(`dashboard.code.${step}.title`) : ''}
      description={target ? bookingSummary(target.booking, t, language) : undefined}
    >
      {target && step ? (
        <CodeForm
          texts={{
            label: t(`dashboard.code.${step}.label`),
            hint: t(`dashboard.code.${step}.hint`),
            submit: t(`dashboard.code.${step}.submit`),
            busy: t(`dashboard.code.${step}.busy`),
          }}
          onSubmit={async (code) => {
            const envelope = await action.mutateAsync({
              action: step,
              bookingId: target.booking.id,
              code,
            });
            toast.success(envelope.message ?? t(`dashboard.code.${step}.done`));
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
