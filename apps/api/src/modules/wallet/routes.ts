import type { FastifyPluginAsync } from 'fastify';
import { messages, walletContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createWalletService } from './service.ts';
import { createWithdrawService } from './withdraw.service.ts';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  const wallet = createWalletService(app.db, app.payments, app.config);
  const withdrawals = createWithdrawService(app.db, app.payments, app.log);

  // Not write-limited, on purpose: every call must carry a payment the gateway signed, so a flood
  // can credit nothing, and crediting is idempotent; a limit could only refuse a family's retry
  // of a payment already captured, showing them an error while their money is taken.
  route(app, calls.addMoney, async ({ user, body }) => {
    const result = await wallet.addMoney(user.userId, body);
    return {
      success: true as const,
      message: !result.credited
        ? 'This payment was already added'
        : result.booking
          ? messages.bookingCreated
          : 'Money added to wallet',
      data: result,
    };
  });

  route(app, calls.getWallet, async ({ user }) => ({
    success: true as const,
    data: await wallet.getWallet(user.userId),
  }));

  // Not write-limited either: a new withdrawal needs money in the wallet, which each one
  // empties, and a repeated Idempotency-Key makes nothing new.
  route(app, calls.withdraw, async ({ user, headers, body }) => ({
    success: true as const,
    message: 'Your withdrawal is on its way back to your original payment',
    data: await withdrawals.withdraw(user.userId, headers['idempotency-key'], body.amount),
  }));
};
