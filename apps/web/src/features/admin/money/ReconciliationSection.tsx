import { formatPaise } from '@care/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useReconciliationRuns } from '../api/money';
import { formatInstant } from '../components/formatting';

/** The daily reconciliation's runs: whether the books balance and agree with the gateway. */
export function ReconciliationSection() {
  const [page, setPage] = useState(1);
  const runs = useReconciliationRuns({ page, limit: 10 });

  return (
    <section aria-labelledby="reconciliation-heading" className="mt-8">
      <h2 id="reconciliation-heading" className="text-lg font-semibold">
        Daily reconciliation
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each night: every entry balances, no wallet or earnings is below zero, and the money the
        ledger took in matches what the gateway reports.
      </p>
      <div className="mt-3" aria-busy={runs.isFetching}>
        {runs.isError ? (
          <p role="alert" className="text-red-700">
            {runs.error.message}
          </p>
        ) : !runs.data ? (
          <Skeleton className="h-32 w-full" />
        ) : runs.data.runs.length === 0 ? (
          <p className="text-slate-600">The reconciliation has not run yet.</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Reconciliation runs, newest first</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Day checked
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Result
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Ledger took in
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Gateway reported
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Ran
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {runs.data.runs.map((run) => (
                    <tr key={run.id} className="border-t border-slate-100 align-top">
                      <th scope="row" className="px-3 py-2 font-medium">
                        {run.day}
                      </th>
                      <td className="px-3 py-2">
                        {run.ok ? (
                          <span className="font-medium text-emerald-800">Balanced</span>
                        ) : (
                          <>
                            <span className="font-medium text-red-800">Problems found</span>
                            <ul className="mt-1 list-disc pl-4 text-xs text-red-900">
                              {run.problems.map((problem) => (
                                <li key={problem}>{problem}</li>
                              ))}
                            </ul>
                          </>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatPaise(run.ledgerGatewayIn)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {run.gatewayReported === null
                          ? 'Not read'
                          : formatPaise(run.gatewayReported)}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatInstant(run.ranAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3">
              <Pagination
                label="Reconciliation pages"
                page={runs.data.pagination.page}
                totalPages={runs.data.pagination.totalPages}
                disabled={runs.isPlaceholderData}
                onPageChange={setPage}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
