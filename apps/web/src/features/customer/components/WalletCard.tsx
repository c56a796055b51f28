import {
  formatCalendarDate,
  formatPaise,
  todayInIndia,
  type Language,
  type Wallet,
} from '@care/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useWallet } from '../../../lib/queries/wallet';
import { LoadError, SectionCard } from './SectionCard';
import { WithdrawalsList } from './WithdrawalsList';
import { WithdrawDialog } from './WithdrawDialog';

/** How many ledger lines the card shows; the balance already sums them all. */
export const WALLET_RECENT_ENTRIES = 5;

type WalletEntry = Wallet['entries'][number];

function kindLabel(kind: WalletEntry['kind'], t: TFunction): string {
  return t(`customer.wallet.kinds.${kind}`);
}

/** The India calendar date of a ledger timestamp, as '25 Nov 2026'. */
function entryDate(createdAt: string, language: Language): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? ''
    : (formatCalendarDate(todayInIndia(date), language) ?? '');
}

/** "+₹1,500" for money in, "−₹1,500" for money out: the sign is spoken as well as seen. */
function signedAmount(amount: number, language: Language): string {
  return `${amount < 0 ? '−' : '+'}${formatPaise(Math.abs(amount), language)}`;
}

/**
 * The CareConnect wallet: refunds land here at once, and the next booking can use them; or the
 * family withdraws the balance back to the payments it came from.
 */
export function WalletCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const wallet = useWallet();
  const idempotency = useIdempotencyKey();
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawn, setWithdrawn] = useState<number | null>(null);
  const balance = wallet.data?.balance ?? 0;

  return (
    <SectionCard
      title={t('customer.wallet.title')}
      action={
        balance > 0 ? (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            {t('customer.wallet.withdraw')}
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
        <LoadError onRetry={() => void wallet.refetch()}>
          {t('customer.wallet.loadError')}
        </LoadError>
      ) : (
        <>
          <p className="text-sm text-slate-500">{t('customer.wallet.balance')}</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatPaise(wallet.data.balance, language)}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('customer.wallet.refundsNote')}</p>
          {withdrawn !== null ? (
            <p role="status" className="mt-2 text-sm text-green-800">
              {t('customer.wallet.withdrawalProcessing', {
                amount: formatPaise(withdrawn, language),
              })}
            </p>
          ) : null}
          <WithdrawalsList withdrawals={wallet.data.withdrawals} />
          {wallet.data.entries.length === 0 ? (
            <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
              {t('customer.wallet.empty')}
            </p>
          ) : (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">
                {t('customer.wallet.recent')}
              </h3>
              <ul className="mt-1 divide-y divide-slate-100">
                {wallet.data.entries.slice(0, WALLET_RECENT_ENTRIES).map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{kindLabel(entry.kind, t)}</p>
                      <p className="text-sm break-words text-slate-500">
                        {[entryDate(entry.createdAt, language), entry.description]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <span
                      className={`shrink-0 font-semibold tabular-nums ${entry.amount < 0 ? 'text-slate-900' : 'text-green-800'}`}
                    >
                      {signedAmount(entry.amount, language)}
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
