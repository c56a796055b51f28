import { formatCalendarDate, formatPaise, todayInIndia, type Wallet } from '@care/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useWallet } from '../../../lib/queries/wallet';
import { LoadError, SectionCard } from './SectionCard';
import { WithdrawalsList } from './WithdrawalsList';
import { WithdrawDialog } from './WithdrawDialog';

/** How many ledger lines the card shows; the balance already sums them all. */
export const WALLET_RECENT_ENTRIES = 5;

type WalletEntry = Wallet['entries'][number];

const kindLabels: Record<WalletEntry['kind'], string> = {
  TOPUP: 'Top-up',
  BOOKING_DEBIT: 'Booking',
  REFUND: 'Refund',
  WITHDRAWAL: 'Withdrawal',
  WITHDRAWAL_RETURNED: 'Withdrawal returned',
};

/** The India calendar date of a ledger timestamp, as '25 Nov 2026'. */
function entryDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : (formatCalendarDate(todayInIndia(date)) ?? '');
}

/** "+₹1,500" for money in, "−₹1,500" for money out: the sign is spoken as well as seen. */
function signedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatPaise(Math.abs(amount))}`;
}

/**
 * The CareConnect wallet: refunds land here at once, and the next booking can use them; or the
 * family withdraws the balance back to the payments it came from.
 */
export function WalletCard() {
  const wallet = useWallet();
  const idempotency = useIdempotencyKey();
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawn, setWithdrawn] = useState<number | null>(null);
  const balance = wallet.data?.balance ?? 0;

  return (
    <SectionCard
      title="Wallet"
      action={
        balance > 0 ? (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            Withdraw
          </Button>
        ) : null
      }
    >
      {wallet.isPending ? (
        <div aria-hidden="true">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="mt-1 h-9 w-36" />
          <div className="mt-4 divide-y divide-slate-100">
            {[0, 1, 2].map((key) => (
              <div key={key} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <Skeleton className="h-5 w-24" />
                  <Skeleton className="mt-1 h-4 w-32" />
                </div>
                <Skeleton className="h-5 w-16" />
              </div>
            ))}
          </div>
        </div>
      ) : wallet.isError ? (
        <LoadError onRetry={() => void wallet.refetch()}>We could not load your wallet.</LoadError>
      ) : (
        <>
          <p className="text-sm text-slate-500">Available balance</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatPaise(wallet.data.balance)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Refunds arrive here at once and go towards your next booking.
          </p>
          {withdrawn !== null ? (
            <p role="status" className="mt-2 text-sm text-green-800">
              Withdrawal of {formatPaise(withdrawn)} is processing. It reaches your original payment
              method in 5–7 working days.
            </p>
          ) : null}
          <WithdrawalsList withdrawals={wallet.data.withdrawals} />
          {wallet.data.entries.length === 0 ? (
            <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
              No wallet activity yet.
            </p>
          ) : (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">Recent activity</h3>
              <ul className="mt-1 divide-y divide-slate-100">
                {wallet.data.entries.slice(0, WALLET_RECENT_ENTRIES).map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{kindLabels[entry.kind]}</p>
                      <p className="text-sm break-words text-slate-500">
                        {[entryDate(entry.createdAt), entry.description]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <span
                      className={`shrink-0 font-semibold tabular-nums ${entry.amount < 0 ? 'text-slate-900' : 'text-green-800'}`}
                    >
                      {signedAmount(entry.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <WithdrawDialog
        open={withdrawing}
        balance={balance}
        idempotency={idempotency}
        onClose={() => setWithdrawing(false)}
        onWithdrawn={(amount) => {
          setWithdrawn(amount);
          setWithdrawing(false);
        }}
      />
    </SectionCard>
  );
}
