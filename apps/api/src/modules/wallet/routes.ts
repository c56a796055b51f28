import type { FastifyPluginAsync } from 'fastify';
import { walletContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createWalletService } from './service.ts';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  const wallet = createWalletService(app.db, app.payments, app.config);

  // Not write-limited, on purpose: every call must carry a payment the gateway signed, so a flood
  // can credit nothing, and crediting is idempotent; a limit could only refuse a family's retry
  // of a payment already captured, showing them an error while their money is taken.
  route(app, calls.addMoney, async ({ user, body }) => {
    const result = await wallet.addMoney(user.userId, body);
    return {
      success: true as const,
      message: result.credited ? 'Money added to wallet' : 'This payment was already added',
      data: result,
    };
  });

  route(app, calls.getWallet, async ({ user }) => ({
    success: true as const,
    data: await wallet.getWallet(user.userId),
  }));
};
