import { bookingCodeBodySchema, type SellerBooking, type SellerKind } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { errorText } from '../lib/text';
import { bookingSummary } from './SellerBookingCard';

export type CodeStep = 'start' | 'complete';

interface BookingCodeDialogProps {
  caregiver: SellerKind;
  /** The booking and step; null while closed. */
  target: { booking: SellerBooking; step: CodeStep } | null;
  onClose: () => void;
}

/**
 * The family's code proves the caregiver is there (start) and that the care was given
 * (complete). One numeric field: phones show the number pad and can paste a code.
 */
export function BookingCodeDialog({ caregiver, target, onClose }: BookingCodeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = useBookingAction(caregiver);
  // Not while the code is being checked: the answer decides what the dialog says next.
  const close = () => {
    if (!action.isPending) onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={target ? t(`dashboard.code.${target.step}.title`) : ''}
      description={target ? bookingSummary(target.booking, t, language) : undefined}
    >
      {target ? (
        <CodeForm action={action} booking={target.booking} step={target.step} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

type CodeSchema = typeof bookingCodeBodySchema;

interface CodeFormProps {
  action: ReturnType<typeof useBookingAction>;
  booking: SellerBooking;
  step: CodeStep;
  onClose: () => void;
}

function CodeForm({ action, booking, step, onClose }: CodeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<CodeSchema>, unknown, z.output<CodeSchema>>({
    resolver: zodResolver(bookingCodeBodySchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      const envelope = await action.mutateAsync({ action: step, bookingId: booking.id, code });
      toast.success(envelope.message ?? t(`dashboard.code.${step}.done`));
      onClose();
    } catch (caught) {
      // Wrong code, too early, too many tries: the server says which, next to the field.
      setError('code', { message: errorText(caught, t) }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        label={t(`dashboard.code.${step}.label`)}
        hint={t(`dashboard.code.${step}.hint`)}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        maxLength={6}
        pattern="[0-9]*"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t(`dashboard.code.${step}.busy`) : t(`dashboard.code.${step}.submit`)}
        </Button>
      </div>
    </form>
  );
}
