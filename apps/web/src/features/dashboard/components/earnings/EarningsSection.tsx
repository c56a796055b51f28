import type { SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { useEarnings } from '../../../../lib/queries/earnings';
import { errorText } from '../../lib/text';
import { EarningsChart } from './EarningsChart';
import { EarningsEntries } from './EarningsEntries';
import { EarningsSummary } from './EarningsSummary';
import { PayoutsPanel } from './PayoutsPanel';
import { StatementDownload } from './StatementDownload';

interface EarningsSectionProps {
  caregiver: SellerKind;
  userId: string;
}

/**
 * The caregiver's money: what families paid that waits for the care to finish, what can be
 * withdrawn, what was paid out; where payouts go and each payout's progress; twelve months of
 * net earnings; and every booking's split, as a CSV or a monthly PDF statement.
 */
export function EarningsSection({ caregiver, userId }: EarningsSectionProps) {
  const { t } = useTranslation();
  const earnings = useEarnings(caregiver, userId);

  return (
    <section aria-labelledby="earnings-heading">
      <h2 id="earnings-heading" className="mb-1 text-xl font-semibold text-slate-900">
        {t('dashboard.sections.earnings')}
      </h2>
      <p className="mb-4 text-slate-700">{t('dashboard.earnings.lead')}</p>

      {earnings.isPending ? (
        <EarningsSkeleton />
      ) : earnings.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 p-4 text-red-800">
          <p role="alert">{errorText(earnings.error, t, t('dashboard.earnings.loadError'))}</p>
          <Button variant="secondary" onClick={() => void earnings.refetch()}>
            {t('dashboard.common.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <EarningsSummary earnings={earnings.data} />
          <PayoutsPanel caregiver={caregiver} userId={userId} earnings={earnings.data} />
          <EarningsChart months={earnings.data.months} />
          <EarningsEntries entries={earnings.data.entries} />
          <StatementDownload caregiver={caregiver} months={earnings.data.months} />
        </div>
      )}
    </section>
  );
}

/** The figures' boxes while they load, so nothing jumps when they arrive. */
function EarningsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-2 h-8 w-28" />
          </div>
        ))}
      </div>
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
