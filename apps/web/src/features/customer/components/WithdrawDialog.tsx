import { formatPaise, withdrawBodySchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { amountDefault, amountFormSchema, type AmountFormValues } from '../../../lib/amountForm';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useLanguage } from '../../../lib/i18n';
import { outcomeUnknown, type useIdempotencyKey } from '../../../lib/idempotency';
import { useWithdraw } from '../../../lib/queries/wallet';

interface WithdrawDialogProps {
  open: boolean;
  /** Paise in the wallet: the most that can be withdrawn, and where the amount starts. */
  balance: number;
  /** Held by the card, so a retry after a dropped connection keeps its key. */
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onClose: () => void;
  onWithdrawn: (amount: number) => void;
}

/**
 * Confirms a withdrawal, saying where the money goes and how long it takes before anything
 * moves. Each attempt sends its own Idempotency-Key; a retry after a dropped connection sends
 * the same one, so the money goes back once.
 */
export function WithdrawDialog({ open, onClose, ...props }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  // Not while the request is on its way: its answer must reach the screen.
  const close = () => {
    if (!withdraw.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('customer.withdrawDialog.title')}
      description={t('customer.withdrawDialog.description')}
    >
      <WithdrawForm onClose={close} withdraw={withdraw} {...props} />
    </Dialog>
  );
}

interface WithdrawFormProps extends Omit<WithdrawDialogProps, 'open'> {
  withdraw: ReturnType<typeof useWithdraw>;
}

function WithdrawForm({ balance, idempotency, onClose, onWithdrawn, withdraw }: WithdrawFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(
    () =>
      amountFormSchema(withdrawBodySchema, (paise) =>
        paise > balance
          ? t('customer.withdrawDialog.atMost', { amount: formatPaise(balance, language) })
          : null,
      ),
    [balance, t, language],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AmountFormValues, unknown, AmountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: amountDefault(balance),
  });

  const submit = handleSubmit(async ({ amount }) => {
    const key = idempotency.keyFor(String(amount));
    try {
      await withdraw.mutateAsync({ amount, key });
      idempotency.settle();
      onWithdrawn(amount);
    } catch (error) {
      idempotency.settle(error);
      setError('root', {
        message: outcomeUnknown(error)
          ? t('customer.withdrawDialog.pressAgain', { error: userErrorMessage(error) })
          : userErrorMessage(error),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <TextField
        label={t('customer.withdrawDialog.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        hint={t('customer.withdrawDialog.balanceHint', { amount: formatPaise(balance, language) })}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <InlineAlert message={errors.root?.message} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('customer.withdrawDialog.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('customer.withdrawDialog.withdrawing')
            : t('customer.withdrawDialog.withdraw')}
        </Button>
      </div>
    </form>
  );
}
