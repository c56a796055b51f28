import { formatPaise, requestPayoutBodySchema, type SellerKind } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { TextField } from '../../../../components/ui/TextField';
import { amountDefault, amountFormSchema, type AmountFormValues } from '../../../../lib/amountForm';
import { useLanguage } from '../../../../lib/i18n';
import { outcomeUnknown, type useIdempotencyKey } from '../../../../lib/idempotency';
import { useRequestPayout } from '../../../../lib/queries/earnings';
import { errorText } from '../../lib/text';

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
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestPayout(caregiver);
  const schema = useMemo(
    () =>
      amountFormSchema(requestPayoutBodySchema, (paise) => {
        if (paise < minimum) {
          return t('dashboard.request.least', { amount: formatPaise(minimum, language) });
        }
        if (paise > available) {
          return t('dashboard.request.most', { amount: formatPaise(available, language) });
        }
        return null;
      }),
    [available, minimum, t, language],
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
          ? t('dashboard.request.pressAgain', { error: errorText(error, t) })
          : errorText(error, t),
      });
    }
  });

  return (
    <form
      noValidate
      aria-label={t('dashboard.request.formLabel')}
      onSubmit={(event) => void submit(event)}
      className="rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('dashboard.request.amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          className="sm:w-56"
          hint={t('dashboard.request.hint', {
            available: formatPaise(available, language),
            minimum: formatPaise(minimum, language),
          })}
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? t('dashboard.request.requesting') : t('dashboard.request.submit')}
        </Button>
      </div>
      <InlineAlert message={errors.root?.message} />
    </form>
  );
}
