import {
  formatPaise,
  sellerCancelBodySchema,
  type SellerBooking,
  type SellerKind,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { errorText } from '../lib/text';
import { bookingSummary } from './SellerBookingCard';

type CancelForm = z.input<typeof sellerCancelBodySchema>;

interface CancelBookingDialogProps {
  caregiver: SellerKind;
  /** The accepted booking to call off; null while closed. */
  booking: SellerBooking | null;
  onClose: () => void;
}

/**
 * Calling off care a family counts on: the reason is required (the family is told it), the
 * refund is said plainly, and the caregiver is warned it stays on their record.
 */
export function CancelBookingDialog({ caregiver, booking, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useBookingAction(caregiver);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelForm, unknown, z.output<typeof sellerCancelBodySchema>>({
    resolver: zodResolver(sellerCancelBodySchema),
    defaultValues: { reason: '' },
  });

  const close = () => {
    if (cancel.isPending) return;
    setError(null);
    reset();
    onClose();
  };

  const confirm = handleSubmit(async ({ reason }) => {
    if (!booking) return;
    setError(null);
    try {
      const envelope = await cancel.mutateAsync({
        action: 'cancel',
        bookingId: booking.id,
        reason,
      });
      toast.success(envelope.message ?? t('dashboard.cancel.done'));
      reset();
      onClose();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  });

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('dashboard.cancel.title')}
      description={booking ? bookingSummary(booking, t, language) : undefined}
    >
      <form noValidate onSubmit={(event) => void confirm(event)}>
        {booking ? (
          <p className="text-slate-700">
            {t('dashboard.cancel.body', { amount: formatPaise(booking.totalAmount, language) })}
          </p>
        ) : null}
        <TextAreaField
          label={t('dashboard.cancel.reason')}
          className="mt-4"
          hint={t('dashboard.cancel.reasonHint')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <InlineAlert message={error} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('dashboard.common.keepBooking')}
          </Button>
          <Button
            type="submit"
            disabled={cancel.isPending}
            className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
          >
            {cancel.isPending ? t('dashboard.cancel.cancelling') : t('dashboard.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
