import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPaise,
  operatorCancelBodySchema,
  refundBookingBodySchema,
  text,
  type AdminBookingDetail,
  type OperatorCancelBody,
  type RefundBookingBody,
} from '@care/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useCancelBooking, useRefundBooking } from '../api/bookings';

/**
 * The refund form: rupees typed, decoded to paise by the call's own body schema, then held to
 * what is refundable now and to the operator's own limit (null: an admin, no limit of their own).
 */
export function refundFormSchema(refundablePaise: number, limitPaise: number | null) {
  return z
    .object({ amount: z.number({ error: 'Enter the amount in rupees' }), reason: text() })
    .pipe(refundBookingBodySchema)
    .superRefine((value, ctx) => {
      const problem =
        value.amount > refundablePaise
          ? `At most ${formatPaise(refundablePaise)} can be refunded now`
          : limitPaise !== null && value.amount > limitPaise
            ? `Your limit is ${formatPaise(limitPaise)} per refund; ask an admin for more`
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

interface RefundValues {
  amount: number;
  reason: string;
}

/**
 * Refunds part or all of what is refundable to the family's wallet, with a reason they are
 * told. The form is checked first; the money moves only after the confirmation dialog.
 */
export function RefundCard({
  booking,
  limitPaise,
}: {
  booking: AdminBookingDetail;
  limitPaise: number | null;
}) {
  const refundable = booking.money.refundable;
  const schema = useMemo(() => refundFormSchema(refundable, limitPaise), [refundable, limitPaise]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundValues, unknown, RefundBookingBody>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const [asked, setAsked] = useState<RefundBookingBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundBooking();
  const idempotency = useIdempotencyKey();

  const confirm = async () => {
    if (!asked) return;
    const key = idempotency.keyFor(`${asked.amount}:${asked.reason}`);
    try {
      const answer = await refund.mutateAsync({ id: booking.id, ...asked, idempotencyKey: key });
      idempotency.settle();
      toast.success(answer.message ?? `${formatPaise(asked.amount)} refunded`);
      setAsked(null);
      reset({ reason: '' });
    } catch (error) {
      idempotency.settle(error);
      setProblem(userErrorMessage(error, 'The refund could not be made.'));
    }
  };

  return (
    <section
      aria-labelledby="refund-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="refund-heading" className="text-lg font-semibold">
        Refund
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Refundable now: <strong data-testid="refundable-now">{formatPaise(refundable)}</strong>
        {limitPaise === null
          ? ' · no limit of your own'
          : ` · your limit: ${formatPaise(limitPaise)} per refund`}
      </p>
      {refundable === 0 ? (
        <p className="mt-3 text-sm">Nothing of this booking is left to refund.</p>
      ) : (
        <form
          noValidate
          aria-label="Refund the family"
          className="mt-3 grid gap-3"
          onSubmit={(event) =>
            void handleSubmit((values) => {
              setProblem(null);
              setAsked(values);
            })(event)
          }
        >
          <TextField
            label="Amount (₹)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            error={errors.amount?.message}
            {...register('amount', { valueAsNumber: true })}
          />
          <TextAreaField
            label="Reason"
            hint="The family is told it; the audit log keeps it."
            error={errors.reason?.message}
            {...register('reason')}
          />
          <div>
            <Button type="submit">Refund…</Button>
          </div>
        </form>
      )}
      <Dialog
        open={asked !== null}
        onClose={() => !refund.isPending && setAsked(null)}
        title={`Refund ${asked ? formatPaise(asked.amount) : ''} to the family?`}
        description={`It goes to ${booking.family.name ?? booking.family.mobile}’s CareConnect wallet at once, and cannot be undone.`}
      >
        <p className="text-sm">Reason: {asked?.reason}</p>
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)} disabled={refund.isPending}>
            Go back
          </Button>
          <Button onClick={() => void confirm()} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Confirm refund'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/**
 * Cancels a request or accepted care: the family gets back everything still held and both
 * sides are told the reason. Confirmed in a dialog first.
 */
export function CancelCard({ booking }: { booking: AdminBookingDetail }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, OperatorCancelBody>({
    resolver: zodResolver(operatorCancelBodySchema),
    defaultValues: { reason: '' },
  });
  const [asked, setAsked] = useState<OperatorCancelBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBooking();

  const confirm = async () => {
    if (!asked) return;
    try {
      const answer = await cancel.mutateAsync({ id: booking.id, reason: asked.reason });
      toast.success(answer.message ?? 'Booking cancelled');
      setAsked(null);
    } catch (error) {
      setProblem(userErrorMessage(error, 'The booking could not be cancelled.'));
    }
  };

  return (
    <section
      aria-labelledby="cancel-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="cancel-heading" className="text-lg font-semibold">
        Cancel the booking
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The family gets back {formatPaise(booking.money.held)} to their wallet; the family and the
        caregiver are told why.
      </p>
      <form
        noValidate
        aria-label="Cancel the booking"
        className="mt-3 grid gap-3"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setProblem(null);
            setAsked(values);
          })(event)
        }
      >
        <TextAreaField
          label="Reason for cancelling"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div>
          <Button type="submit" variant="secondary">
            Cancel booking…
          </Button>
        </div>
      </form>
      <Dialog
        open={asked !== null}
        onClose={() => !cancel.isPending && setAsked(null)}
        title="Cancel this booking?"
        description={`${formatPaise(booking.money.held)} goes back to the family’s wallet. This cannot be undone.`}
      >
        <p className="text-sm">Reason: {asked?.reason}</p>
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)} disabled={cancel.isPending}>
            Keep the booking
          </Button>
          <Button onClick={() => void confirm()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Confirm cancel'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
