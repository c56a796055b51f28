import { formatPaise, requestPayoutBodySchema, type SellerKind } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { TextField } from '../../../../components/ui/TextField';
import { amountDefault, amountFormSchema, type AmountFormValues } from '../../../../lib/amountForm';
import { userErrorMessage } from '../../../../lib/errorMessage';
import { outcomeUnknown, type useIdempotencyKey } from '../../../../lib/idempotency';
import { useRequestPayout } from '../../../../lib/queries/earnings';

interface RequestPayoutFormProps {
  caregiver: SellerKind;
  /** Paise that may be paid out now. */
  available: number;
  /** Paise: the least one payout may move. */
  minimum: number;
  /** Held by the panel, so a retry after a dropped connection keeps its key. */
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onRequested: (amount: number) => void;
}

/**
 * 'Request payout': the amount starts at everything available. Each attempt sends its own
 * Idempotency-Key; trying again after a dropped connection sends the same one, so the server
 * pays once however often the button is pressed.
 */
export function RequestPayoutForm({
  caregiver,
  available,
  minimum,
  idempotency,
  onRequested,
}: RequestPayoutFormProps) {
  const request = useRequestPayout(caregiver);
  const schema = useMemo(
    () =>
      amountFormSchema(requestPayoutBodySchema, (paise) => {
        if (paise < minimum) return `The least you can pay out at once is ${formatPaise(minimum)}`;
        if (paise > available) return `You can pay out at most ${formatPaise(available)}`;
        return null;
      }),
    [available, minimum],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AmountFormValues, unknown, AmountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: amountDefault(available),
  });

  const submit = handleSubmit(async ({ amount }) => {
    const key = idempotency.keyFor(String(amount));
    try {
      await request.mutateAsync({ amount, key });
      idempotency.settle();
      // The next payout starts from what is left. Never changed behind the person's back
      // otherwise: after a dropped connection, pressing again must repeat the same request.
      reset(amountDefault(Math.max(0, available - amount)));
      onRequested(amount);
    } catch (error) {
      idempotency.settle(error);
      setError('root', {
        message: outcomeUnknown(error)
          ? `${userErrorMessage(error)} Press Request payout again: you will not be paid twice.`
          : userErrorMessage(error),
      });
    }
  });

  return (
    <form
      noValidate
      aria-label="Request payout"
      onSubmit={(event) => void submit(event)}
      className="rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          className="sm:w-56"
          hint={`Available ${formatPaise(available)}. At least ${formatPaise(minimum)}.`}
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? 'Requesting...' : 'Request payout'}
        </Button>
      </div>
      <InlineAlert message={errors.root?.message} />
    </form>
  );
}
