import { zodResolver } from '@hookform/resolvers/zod';
import {
  rejectSellerFormSchema,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
  type RejectSellerForm,
  type SellerForReview,
} from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { ApiError } from '../../../lib/api';
import { useDecideSeller, type Decision } from '../api/verification';
import { sellerName } from './sellerName';

/**
 * Why a decision was refused, said plainly. A 409 means the seller sent something new while
 * the operator was deciding (or never finished registering): the list has been refreshed, and
 * the operator must look at what was sent before deciding.
 */
function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : 'The decision could not be saved.';
  return error instanceof ApiError && error.status === 409
    ? `${message} The list now shows what they sent.`
    : message;
}

function useDecision(seller: SellerForReview, onDone: () => void) {
  const decide = useDecideSeller();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (decision: Decision) =>
    decide
      .mutateAsync({ seller, decision })
      .then((answer) => {
        toast.success(answer.message ?? 'Decision saved');
        onDone();
      })
      .catch((error: unknown) => setProblem(refusal(error)));
  return { send, problem, pending: decide.isPending };
}

/** Confirms an approval: the seller is listed to families from then on. */
export function ApproveDialog({
  seller,
  onClose,
}: {
  seller: SellerForReview;
  onClose: () => void;
}) {
  const name = sellerName(seller);
  const { send, problem, pending } = useDecision(seller, onClose);
  const [note, setNote] = useState('');
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={`Approve ${name}?`}
      description="They will be listed to families, with the Certified mark, while online."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send({ verdict: 'VERIFIED', note: note.trim() || undefined });
        }}
      >
        <TextAreaField
          label="Note for the record"
          optional
          hint="Kept in the decision log; the seller does not see it."
          maxLength={REJECTION_REASON_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {problem ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={pending || Boolean(problem)}>
            {pending ? 'Approving…' : 'Approve'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Rejects with the reason the seller is sent by SMS: it must say what to fix. */
export function RejectDialog({
  seller,
  onClose,
}: {
  seller: SellerForReview;
  onClose: () => void;
}) {
  const name = sellerName(seller);
  const { send, problem, pending } = useDecision(seller, onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectSellerForm>({
    resolver: zodResolver(rejectSellerFormSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={`Reject ${name}?`}
      description="They are sent this reason by SMS and see it in their dashboard."
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => send({ verdict: 'REJECTED', reason: values.reason }))}
      >
        <TextAreaField
          label="Reason"
          hint={`What to fix, in ${REJECTION_REASON_MIN} to ${REJECTION_REASON_MAX} characters.`}
          error={errors.reason?.message}
          rows={4}
          {...register('reason')}
        />
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {problem ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={pending || Boolean(problem)}>
            {pending ? 'Rejecting…' : 'Reject'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
