import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPaise,
  retryPayoutFormSchema,
  type AdminPayout,
  type RetryPayoutForm,
} from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useRetryPayout } from '../api/money';

/**
 * Sends a failed payout again, with the reason the audit log keeps. The server makes a new
 * payout of the same amount to the caregiver's payout details as they are now, once.
 */
export function RetryDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const retry = useRetryPayout();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RetryPayoutForm>({
    resolver: zodResolver(retryPayoutFormSchema),
    defaultValues: { reason: '' },
  });
  const who = payout.seller.name ?? payout.seller.mobile;

  const send = handleSubmit((values) =>
    retry
      .mutateAsync({ id: payout.id, reason: values.reason })
      .then((answer) => {
        toast.success(answer.message ?? 'The payout was sent again');
        onClose();
      })
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'The payout could not be sent.'),
      ),
  );

  return (
    <Dialog
      open
      onClose={() => !retry.isPending && onClose()}
      title={`Send ${formatPaise(payout.amount)} to ${who} again?`}
      description="A new payout of the same amount goes to their payout details as they are now. It is made once, however often this is asked."
    >
      <form noValidate onSubmit={send}>
        {payout.failureReason ? (
          <p className="mb-3 text-sm text-slate-700">Why it failed: {payout.failureReason}</p>
        ) : null}
        <TextAreaField
          label="Reason"
          hint="Kept in the audit log."
          error={errors.reason?.message}
          {...register('reason')}
        />
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={retry.isPending}>
            {problem ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={retry.isPending || Boolean(problem)}>
            {retry.isPending ? 'Sending…' : 'Send again'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
