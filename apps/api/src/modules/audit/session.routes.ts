import type { FastifyPluginAsync } from 'fastify';
import { adminSessionContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';

/** The console asks who is signed in, to offer only what their role may do. */
export const operatorSessionRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    calls.getOperator,
    ({ operator }) => ({
      success: true as const,
      data: {
        ...operator,
        refundLimitPaise: operator.role === 'admin' ? null : app.config.supportRefundLimitPaise,
      },
    }),
    { checkRoleOnRequest: true },
  );
};
