import {
  formatCalendarDate,
  formatPaise,
  todayInIndia,
  type Withdrawal,
  type WithdrawalStatus,
} from '@care/shared';
import { StatusBadge, type BadgeTone } from '../../../components/ui/StatusBadge';

const chips: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  PROCESSING: { label: 'Processing', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

function dayOf(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : (formatCalendarDate(todayInIndia(date)) ?? '');
}

/** The family's withdrawals, each with where it stands. */
export function WithdrawalsList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  if (withdrawals.length === 0) return null;
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Withdrawals</h3>
      <ul aria-label="Withdrawals" className="mt-1 divide-y divide-slate-100">
        {withdrawals.map((withdrawal) => {
          const chip = chips[withdrawal.status];
          return (
            <li key={withdrawal.id} className="py-2.5">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatPaise(withdrawal.amount)}
                </span>
                <StatusBadge tone={chip.tone}>{chip.label}</StatusBadge>
              </div>
              <p className="text-sm text-slate-500">
                {withdrawal.status === 'PROCESSING'
                  ? `Asked ${dayOf(withdrawal.createdAt)} · reaches you in 5–7 working days`
                  : withdrawal.status === 'REFUNDED'
                    ? `Sent back ${dayOf(withdrawal.completedAt ?? withdrawal.createdAt)}`
                    : 'It could not be sent back, so the money is in your wallet again.'}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
