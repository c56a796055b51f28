import { formatPaise, payoutStatuses, type AdminPayout, type PayoutStatus } from '@care/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { usePayouts } from '../api/money';
import { useHasRole } from '../api/operator';
import { formatInstant } from '../components/formatting';
import { SegmentTabs } from '../components/SegmentTabs';
import { RetryDialog } from './RetryDialog';

type Filter = PayoutStatus | 'ALL';

const statusNames: Record<PayoutStatus, string> = {
  QUEUED: 'Queued',
  PROCESSING: 'Processing',
  PROCESSED: 'Paid',
  FAILED: 'Failed',
  REVERSED: 'Returned by bank',
};
const filters = [
  { value: 'ALL' as Filter, label: 'All' },
  ...payoutStatuses.map((status) => ({ value: status as Filter, label: statusNames[status] })),
];

const statusStyles: Record<PayoutStatus, string> = {
  QUEUED: 'bg-slate-100 text-slate-800',
  PROCESSING: 'bg-sky-100 text-sky-900',
  PROCESSED: 'bg-emerald-100 text-emerald-900',
  FAILED: 'bg-red-100 text-red-900',
  REVERSED: 'bg-amber-100 text-amber-900',
};

/** Every caregiver's payouts with their states; an admin may send a failed one again. */
export function PayoutsSection() {
  const [params, setParams] = useSearchParams();
  const panelId = useId();
  const asked = params.get('status');
  const status = payoutStatuses.find((s) => s === asked);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const payouts = usePayouts({ status, page });
  const mayRetry = useHasRole('admin');
  const [retrying, setRetrying] = useState<AdminPayout | null>(null);

  const show = (next: { status?: Filter; page?: number }) => {
    const values = new URLSearchParams(params);
    const chosen = next.status ?? status ?? 'ALL';
    if (chosen === 'ALL') values.delete('status');
    else values.set('status', chosen);
    values.set('page', String(next.page ?? 1));
    setParams(values);
  };

  return (
    <section aria-labelledby="payouts-heading" className="mt-4">
      <h2 id="payouts-heading" className="text-lg font-semibold">
        Payouts
      </h2>
      <div className="mt-2">
        <SegmentTabs
          label="Payout status"
          options={filters}
          value={status ?? 'ALL'}
          controls={panelId}
          onChange={(value) => show({ status: value })}
        />
      </div>
      <div id={panelId} role="tabpanel" className="mt-3" aria-busy={payouts.isFetching}>
        {payouts.isError ? (
          <p role="alert" className="text-red-700">
            {payouts.error.message}
          </p>
        ) : !payouts.data ? (
          <Skeleton className="h-48 w-full" />
        ) : payouts.data.payouts.length === 0 ? (
          <p className="text-slate-600">No payouts here.</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption className="sr-only">Payouts, newest first</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Requested
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Caregiver
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Amount
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2">
                      To
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payouts.data.payouts.map((payout) => (
                    <PayoutRow
                      key={payout.id}
                      payout={payout}
                      mayRetry={mayRetry}
                      onRetry={() => setRetrying(payout)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3">
              <Pagination
                label="Payout pages"
                page={payouts.data.pagination.page}
                totalPages={payouts.data.pagination.totalPages}
                disabled={payouts.isPlaceholderData}
                onPageChange={(next) => show({ page: next })}
              />
            </div>
          </>
        )}
      </div>
      {retrying ? <RetryDialog payout={retrying} onClose={() => setRetrying(null)} /> : null}
    </section>
  );
}

function PayoutRow({
  payout,
  mayRetry,
  onRetry,
}: {
  payout: AdminPayout;
  mayRetry: boolean;
  onRetry: () => void;
}) {
  const who = payout.seller.name ?? 'No name yet';
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-2 whitespace-nowrap">{formatInstant(payout.createdAt)}</td>
      <th scope="row" className="px-3 py-2 font-normal">
        <span className="font-medium">{who}</span>
        <span className="block text-xs text-slate-500">
          {payout.seller.kind === 'Provider' ? 'Caregiver' : 'Company'} · {payout.seller.mobile}
        </span>
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{formatPaise(payout.amount)}</td>
      <td className="px-3 py-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusStyles[payout.status]}`}
        >
          {statusNames[payout.status]}
        </span>
        {payout.failureReason ? (
          <span className="mt-1 block text-xs text-slate-600">{payout.failureReason}</span>
        ) : null}
        {payout.reference ? (
          <span className="mt-1 block text-xs text-slate-500">UTR {payout.reference}</span>
        ) : null}
        {payout.retryOf ? (
          <span className="mt-1 block text-xs text-slate-500">Sent again by an operator</span>
        ) : null}
      </td>
      <td className="px-3 py-2 text-xs">{payout.destinationLabel}</td>
      <td className="px-3 py-2 text-right">
        {payout.status !== 'FAILED' ? null : payout.retriedBy ? (
          <span className="text-xs text-slate-600">
            Sent again: {statusNames[payout.retriedBy.status].toLowerCase()}
          </span>
        ) : mayRetry ? (
          <Button
            variant="secondary"
            onClick={onRetry}
            aria-label={`Retry the payout of ${formatPaise(payout.amount)} to ${who}`}
          >
            Retry
          </Button>
        ) : (
          <span className="text-xs text-slate-500">An admin can retry</span>
        )}
      </td>
    </tr>
  );
}
