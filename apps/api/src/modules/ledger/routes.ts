import type { FastifyPluginAsync } from 'fastify';
import { moneyAdminContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { readTrialBalance } from './trial-balance.ts';

/** The operator's view of the books. */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    calls.getTrialBalance,
    async () => ({ success: true as const, data: await readTrialBalance(app.db) }),
    { checkRoleOnRequest: true },
  );
};
