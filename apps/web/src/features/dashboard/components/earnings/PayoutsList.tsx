import { formatPaise, type Payout, type PayoutStatus, type SellerKind } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { StatusBadge, type BadgeTone } from '../../../../components/ui/StatusBadge';
import { userErrorMessage } from '../../../../lib/errorMessage';
import { isPayoutMoving, usePayouts } from '../../../../lib/queries/earnings';
import { sellerMoneyKeys } from '../../../../lib/queries/sellerKeys';
import { indiaDateLabel } from '../../lib/earnings';

const chips: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  QUEUED: { label: 'Processing', tone: 'warning' },
  PROCESSING: { label: 'Processing', tone: 'warning' },
  PROCESSED: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
  REVERSED: { label: 'Reversed', tone: 'danger' },
};

interface PayoutsListProps {
  caregiver: SellerKind;
  userId: string;
}

/** Every payout, newest first, read again every few seconds while the bank is moving one. */
export function PayoutsList({ caregiver, userId }: PayoutsListProps) {
  const payouts = usePayouts(caregiver, userId);
  const queryClient = useQueryClient();
  const moving = payouts.data?.filter(isPayoutMoving).length ?? 0;
  const movingBefore = useRef(moving);
  useEffect(() => {
    // A payout settled (paid, or failed and returned): the figures above changed too.
    if (moving < movingBefore.current) {
      void queryClient.invalidateQueries({
        queryKey: sellerMoneyKeys.earnings(caregiver, userId),
      });
    }
    movingBefore.current = moving;
  }, [moving, queryClient, caregiver, userId]);

  return (
    <div>
      <h4 className="font-semibold text-slate-900">Your payouts</h4>
      {payouts.isPending ? (
        <div aria-hidden="true" className="mt-2 space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : payouts.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {userErrorMessage(payouts.error, 'We could not load your payouts.')}
        </p>
      ) : payouts.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payouts yet.</p>
      ) : (
        <ul aria-label="Your payouts" className="mt-2 divide-y divide-slate-100">
          {payouts.data.map((payout) => (
            <li key={payout.id} className="py-3">
              <PayoutRow payout={payout} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const chip = chips[payout.status];
  return (
    <article aria-label={`Payout of ${formatPaise(payout.amount)}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900 tabular-nums">{formatPaise(payout.amount)}</p>
        <StatusBadge tone={chip.tone}>{chip.label}</StatusBadge>
      </div>
      <p className="text-sm break-words text-slate-600">
        {[indiaDateLabel(payout.createdAt), payout.destinationLabel].filter(Boolean).join(' · ')}
      </p>
      {payout.status === 'PROCESSED' && payout.reference ? (
        <p className="text-sm text-slate-600">Bank reference {payout.reference}</p>
      ) : null}
      {payout.status === 'FAILED' || payout.status === 'REVERSED' ? (
        <p className="mt-1 text-sm text-red-800">
          {payout.failureReason ? `${payout.failureReason}. ` : ''}
          The money is back in Available to withdraw.
        </p>
      ) : null}
    </article>
  );
}
