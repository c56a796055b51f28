import { formatPaise } from '@care/shared';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useTrialBalance } from '../api/money';

/** What each ledger account is, for the operator reading the trial balance. */
const accountNames: Record<string, string> = {
  GATEWAY: 'Payment gateway (money in, refunds out)',
  PAYOUT_BANK: "Caregivers' banks (payouts out)",
  WALLET: "Families' wallets",
  WITHDRAWAL_IN_TRANSIT: 'Withdrawals on their way to families',
  HELD: 'Held for bookings not yet done',
  EARNINGS: "Caregivers' available earnings",
  PAYOUT_IN_TRANSIT: 'Payouts on their way',
  COMMISSION: 'Commission (income)',
  GST_PAYABLE: 'GST on commission, owed',
};

/** Every ledger account's balance; a sound ledger totals exactly 0. */
export function TrialBalanceSection() {
  const balance = useTrialBalance();
  return (
    <section aria-labelledby="trial-balance-heading" className="mt-8">
      <h2 id="trial-balance-heading" className="text-lg font-semibold">
        Trial balance
      </h2>
      <div className="mt-3">
        {balance.isError ? (
          <p role="alert" className="text-red-700">
            {balance.error.message}
          </p>
        ) : !balance.data ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <>
            {balance.data.total === 0 ? (
              <p className="mb-2 text-sm font-medium text-emerald-800">
                The ledger balances: the accounts total ₹0.
              </p>
            ) : (
              <p role="alert" className="mb-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                The ledger is out of balance by {formatPaise(balance.data.total)}.
              </p>
            )}
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Ledger accounts and their balances</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Account
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {balance.data.accounts.map(({ account, balance: paise }) => (
                    <tr key={account} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-2 font-normal">
                        <span className="font-mono text-xs">{account}</span>
                        <span className="block text-slate-600">{accountNames[account] ?? ''}</span>
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{formatPaise(paise)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className="px-3 py-2">
                      Total
                    </th>
                    <td
                      className="px-3 py-2 text-right tabular-nums"
                      data-testid="trial-balance-total"
                    >
                      {formatPaise(balance.data.total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
