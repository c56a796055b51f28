import type { FastifyPluginAsync } from 'fastify';
import { adminBookingContracts as calls, formatPaise } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createOperatorRefunds } from './operator-refund.service.ts';

/** The operator's actions on bookings. Admin tokens only. */
export const operatorBookingRoutes: FastifyPluginAsync = async (app) => {
  const refunds = createOperatorRefunds(app.db);

  route(
    app,
    calls.refundBooking,
    async ({ params, headers, body }) => {
      const refund = await refunds.refund(params.id, body, headers['idempotency-key']);
      return {
        success: true as const,
        message: `${formatPaise(refund.refunded)} refunded to the family's wallet`,
        data: refund,
      };
    },
    { checkRoleOnRequest: true },
  );
};
