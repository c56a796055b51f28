import type { FastifyPluginAsync } from 'fastify';
import { adminBookingContracts as calls, formatPaise, todayInIndia } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createOperatorCancels } from './operator-cancel.service.ts';
import { createOperatorRefunds } from './operator-refund.service.ts';
import { createOperatorBookingViews } from './operator-view.service.ts';

/**
 * The operator's bookings: the table, a booking's page, the CSV export, refunds and cancels.
 * Operator tokens only, checked on arrival (before validation), as every console route is.
 */
export const operatorBookingRoutes: FastifyPluginAsync = async (app) => {
  const views = createOperatorBookingViews(app.db);
  const refunds = createOperatorRefunds(app.db, app.config);
  const cancels = createOperatorCancels(app.db);
  const guarded = { checkRoleOnRequest: true };

  route(
    app,
    calls.getAllBookings,
    async ({ query }) => ({ success: true as const, data: await views.list(query) }),
    guarded,
  );

  route(
    app,
    calls.getBookingDetail,
    async ({ params }) => ({ success: true as const, data: await views.detail(params.id) }),
    guarded,
  );

  // Everyone's names and mobiles: no cache on the way may keep a copy.
  route(
    app,
    calls.exportBookings,
    async ({ query, reply }) => {
      const csv = await views.exportCsv(query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${todayInIndia()}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
    guarded,
  );

  route(
    app,
    calls.refundBooking,
    async ({ operator, params, headers, body }) => {
      const refund = await refunds.refund(operator, params.id, body, headers['idempotency-key']);
      return {
        success: true as const,
        message: `${formatPaise(refund.refunded)} refunded to the family's wallet`,
        data: refund,
      };
    },
    guarded,
  );

  route(
    app,
    calls.cancelBooking,
    async ({ operator, params, body }) => {
      const cancelled = await cancels.cancel(operator, params.id, body.reason);
      return {
        success: true as const,
        message:
          cancelled.refunded > 0
            ? `Booking cancelled; ${formatPaise(cancelled.refunded)} refunded to the family's wallet`
            : 'Booking cancelled',
        data: cancelled,
      };
    },
    guarded,
  );
};
