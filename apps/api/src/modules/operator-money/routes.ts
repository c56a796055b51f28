import type { FastifyPluginAsync } from 'fastify';
import { adminMoneyContracts as calls, totalPages, type AdminPayout } from '@care/shared';
import { route } from '../../lib/route.ts';
import * as repo from './repository.ts';
import { createPayoutRetry } from './retry.ts';

function toAdminPayout(row: repo.AdminPayoutRow): AdminPayout {
  const { payout } = row;
  const isProvider = payout.providerId !== null;
  return {
    id: payout.id,
    seller: {
      kind: isProvider ? 'Provider' : 'Company',
      id: (payout.providerId ?? payout.companyId)!,
      name: isProvider ? row.providerName : row.companyName,
      mobile: (isProvider ? row.providerMobile : row.companyMobile) ?? '',
    },
    amount: payout.amountPaise,
    status: payout.status,
    destinationLabel: payout.destinationLabel,
    reference: payout.reference,
    failureReason: payout.failureReason,
    createdAt: payout.createdAt.toISOString(),
    processedAt: payout.processedAt?.toISOString() ?? null,
    retryOf: repo.retriedPayoutId(payout.idempotencyKey),
    retriedBy: row.retryId && row.retryStatus ? { id: row.retryId, status: row.retryStatus } : null,
  };
}

/**
 * The operator's money screens: every payout, the daily reconciliation's runs, and an admin's
 * retry of a failed payout. The trial balance is the ledger module's.
 */
export const operatorMoneyRoutes: FastifyPluginAsync = async (app) => {
  const retryPayout = createPayoutRetry(app.db, app.payouts, app.log);
  const guarded = { checkRoleOnRequest: true };

  route(
    app,
    calls.getPayouts,
    async ({ query }) => {
      const { rows, total } = await repo.listPayouts(app.db, query);
      return {
        success: true as const,
        data: {
          payouts: rows.map(toAdminPayout),
          pagination: {
            page: query.page,
            limit: query.limit,
            total,
            totalPages: totalPages(total, query.limit),
          },
        },
      };
    },
    guarded,
  );

  route(
    app,
    calls.getReconciliationRuns,
    async ({ query }) => {
      const ok = query.result === undefined ? undefined : query.result === 'ok';
      const { rows, total } = await repo.listRuns(app.db, { ...query, ok });
      return {
        success: true as const,
        data: {
          runs: rows.map((run) => ({
            id: run.id,
            ranAt: run.ranAt.toISOString(),
            day: run.day,
            ok: run.ok,
            unbalancedEntries: run.unbalancedEntries,
            ledgerGatewayIn: run.ledgerGatewayInPaise,
            gatewayReported: run.gatewayReportedPaise,
            problems: Array.isArray(run.problems) ? run.problems.map(String) : [],
          })),
          pagination: {
            page: query.page,
            limit: query.limit,
            total,
            totalPages: totalPages(total, query.limit),
          },
        },
      };
    },
    guarded,
  );

  route(
    app,
    calls.retryPayout,
    async ({ operator, params, body }) => {
      const { created, ...retried } = await retryPayout(operator, params.id, body.reason);
      return {
        success: true as const,
        message: created
          ? 'The payout was sent again'
          : 'This payout was already sent again; here is that retry',
        data: retried,
      };
    },
    guarded,
  );
};
