import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { earningsContracts, text } from '@care/shared';
import { isSandboxPayouts } from '../../adapters/payouts/index.ts';
import { route } from '../../lib/route.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { createEarningsService, type Seller } from './service.ts';
import { handlePayoutWebhook } from './webhook.ts';

/**
 * A caregiver's earnings and payouts (DESIGN "Contracts"): the same calls under
 * /provider/earnings/ and /company/earnings/, and the payouts gateway's webhook. The monthly
 * statement (getStatement) is the receipts module's.
 */
export const earningsRoutes: FastifyPluginAsync = async (app) => {
  const earnings = createEarningsService(app.db, app.payouts, app.config, app.log);
  const webhook = (delivery: { rawBody: Buffer; signature: string | undefined }) =>
    handlePayoutWebhook(app.db, app.payouts, delivery);

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = earningsContracts(kind);
    const seller = (user: AccessClaims): Seller => ({ kind, id: user.userId });

    route(app, calls.getEarnings, async ({ user }) => ({
      success: true as const,
      data: await earnings.getEarnings(seller(user)),
    }));

    route(app, calls.savePayoutDestination, async ({ user, body }) => ({
      success: true as const,
      message: 'Payout details saved',
      data: await earnings.saveDestination(seller(user), body),
    }));

    // Not write-limited: a payout needs available earnings, which each one takes, and a
    // repeated Idempotency-Key pays nothing more.
    route(app, calls.requestPayout, async ({ user, headers, body }) => {
      const payout = await earnings.requestPayout(
        seller(user),
        headers['idempotency-key'],
        body.amount,
      );
      return {
        success: true as const,
        message:
          payout.status === 'FAILED' || payout.status === 'REVERSED'
            ? 'The payout did not go through; the money is back in your available earnings'
            : 'Your payout is on its way',
        data: payout,
      };
    });

    route(app, calls.getPayouts, async ({ user }) => ({
      success: true as const,
      data: await earnings.getPayouts(seller(user)),
    }));
  }

  if (isSandboxPayouts(app.payouts)) {
    // The sandbox reports its payouts as RazorpayX does, by signed webhook, into the same handler.
    const sandbox = app.payouts;
    sandbox.deliverWebhooksTo((delivery) =>
      webhook(delivery).then(
        (result) => app.log.info({ webhook: result }, 'sandbox webhook for payouts delivered'),
        (error: unknown) => app.log.error({ err: error }, 'sandbox webhook for payouts failed'),
      ),
    );
    app.addHook('onClose', () => sandbox.close());
  }

  // The webhook signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payouts/razorpayx/webhook',
      {
        schema: {
          tags: ['payouts'],
          summary: 'RazorpayX payouts webhook (payout.processed, payout.failed, payout.reversed)',
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ handled: z.boolean(), reason: text() }),
            }),
          },
        },
      },
      async (request) => {
        const result = await webhook({
          rawBody: request.body as Buffer,
          signature: request.headers['x-razorpay-signature'] as string | undefined,
        });
        return { success: true as const, data: result };
      },
    );
  });
};
