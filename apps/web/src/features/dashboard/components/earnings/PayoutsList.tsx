import { formatPaise, type Payout, type PayoutStatus, type SellerKind } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { StatusBadge, type BadgeTone } from '../../../../components/ui/StatusBadge';
import { useLanguage } from '../../../../lib/i18n';
import { isPayoutMoving, usePayouts } from '../../../../lib/queries/earnings';
import { sellerMoneyKeys } from '../../../../lib/queries/sellerKeys';
import type { dashboard } from '../../../../lib/locales/en/dashboard';
import { indiaDateLabel } from '../../lib/earnings';
import { errorText } from '../../lib/text';

/** Each payout status's word (dashboard.payouts.status) and colour. */
const chips: Record<
  PayoutStatus,
  { label: keyof typeof dashboard.payouts.status; tone: BadgeTone }
> = {
  QUEUED: { label: 'processing', tone: 'warning' },
  PROCESSING: { label: 'processing', tone: 'warning' },
  PROCESSED: { label: 'paid', tone: 'success' },
  FAILED: { label: 'failed', tone: 'danger' },
  REVERSED: { label: 'reversed', tone: 'danger' },
};

interface PayoutsListProps {
  caregiver: SellerKind;
  userId: string;
}

/** Every payout, newest first, read again every few seconds while the bank is moving one. */
export function PayoutsList({ caregiver, userId }: PayoutsListProps) {
  const { t } = useTranslation();
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
      <h4 className="font-semibold text-slate-900">{t('dashboard.payouts.listTitle')}</h4>
      {payouts.isPending ? (
        <div aria-hidden="true" className="mt-2 space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : payouts.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorText(payouts.error, t, t('dashboard.payouts.loadError'))}
        </p>
      ) : payouts.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.payouts.none')}</p>
      ) : (
        <ul
          aria-label={t('dashboard.payouts.listTitle')}
          className="mt-2 divide-y divide-slate-100"
        >
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
  const { t } = useTranslation();
  const language = useLanguage();
  const chip = chips[payout.status];
  const amount = formatPaise(payout.amount, language);
  return (
    <article aria-label={t('dashboard.payouts.payoutOf', { amount })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900 tabular-nums">{amount}</p>
        <StatusBadge tone={chip.tone}>{t(`dashboard.payouts.status.${chip.label}`)}</StatusBadge>
      </div>
      <p className="text-sm break-words text-slate-600">
        {[indiaDateLabel(payout.createdAt, language), payout.destinationLabel]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {payout.status === 'PROCESSED' && payout.reference ? (
        <p className="text-sm text-slate-600">
          {t('dashboard.payouts.reference', { reference: payout.reference })}
        </p>
      ) : null}
      {payout.status === 'FAILED' || payout.status === 'REVERSED' ? (
        <p className="mt-1 text-sm text-red-800">
          {payout.failureReason ? `${payout.failureReason}. ` : ''}
          {t('dashboard.payouts.backInAvailable')}
        </p>
      ) : null}
    </article>
  );
}
