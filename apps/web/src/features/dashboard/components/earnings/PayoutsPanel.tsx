import { formatPaise, type Earnings, type PayoutDestination, type SellerKind } from '@care/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { useIdempotencyKey } from '../../../../lib/idempotency';
import { PayoutDestinationCard } from './PayoutDestinationCard';
import { PayoutsList } from './PayoutsList';
import { RequestPayoutForm } from './RequestPayoutForm';

interface PayoutsPanelProps {
  caregiver: SellerKind;
  userId: string;
  earnings: Earnings;
}

/** Where the money goes, asking for it, and how each payout is getting on. */
export function PayoutsPanel({ caregiver, userId, earnings }: PayoutsPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const idempotency = useIdempotencyKey();
  const [requested, setRequested] = useState<number | null>(null);
  // The saved answer shows at once, before the earnings are read again.
  const [saved, setSaved] = useState<PayoutDestination | null>(null);
  const { available, minimumPayout } = earnings;
  const destination = saved ?? earnings.destination;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('dashboard.payouts.title')}
      </h3>
      <PayoutDestinationCard
        caregiver={caregiver}
        destination={destination}
        justSaved={saved !== null}
        onSaved={setSaved}
      />
      {!destination ? (
        <p className="text-sm text-slate-700">{t('dashboard.payouts.noDestination')}</p>
      ) : available < minimumPayout ? (
        <p className="text-sm text-slate-700">
          {t('dashboard.payouts.belowMinimum', { amount: formatPaise(minimumPayout, language) })}
        </p>
      ) : (
        <RequestPayoutForm
          caregiver={caregiver}
          available={available}
          minimum={minimumPayout}
          idempotency={idempotency}
          onRequested={setRequested}
        />
      )}
      {requested !== null ? (
        <p role="status" className="text-sm text-green-800">
          {t('dashboard.payouts.requested', { amount: formatPaise(requested, language) })}
        </p>
      ) : null}
      <PayoutsList caregiver={caregiver} userId={userId} />
    </section>
  );
}
