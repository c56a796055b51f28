import { bookingCodeBodySchema, type SellerBooking, type SellerKind } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useBookingAction } from '../api/bookings';
import { formatDateRange } from './SellerBookingCard';

export type CodeStep = 'start' | 'complete';

const copy: Record<
  CodeStep,
  { title: string; label: string; hint: string; submit: string; busy: string; done: string }
> = {
  start: {
    title: 'Start visit',
    label: 'Start code',
    hint: 'Ask the family for the 6-digit start code from their CareConnect bookings.',
    submit: 'Start visit',
    busy: 'Starting...',
    done: 'Visit started',
  },
  complete: {
    title: 'Complete care',
    label: 'End code',
    hint: 'When the care is done, ask the family for the 6-digit end code.',
    submit: 'Complete care',
    busy: 'Completing...',
    done: 'Care completed',
  },
};

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
  const action = useBookingAction(caregiver);
  // Not while the code is being checked: the answer decides what the dialog says next.
  const close = () => {
    if (!action.isPending) onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={target ? copy[target.step].title : ''}
      description={
        target
          ? `${target.booking.serviceName} for ${target.booking.patient.name}, ${formatDateRange(target.booking)}.`
          : undefined
      }
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
  const text = copy[step];
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
      toast.success(envelope.message ?? text.done);
      onClose();
    } catch (caught) {
      // Wrong code, too early, too many tries: the server says which, next to the field.
      setError('code', { message: userErrorMessage(caught) }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        label={text.label}
        hint={text.hint}
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
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.busy : text.submit}
        </Button>
      </div>
    </form>
  );
}
