import type { FastifyPluginAsync } from 'fastify';
import { adminAuditContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { listAuditEntries } from './repository.ts';
import { operatorSessionRoutes } from './session.routes.ts';

/**
 * The audit log, for every operator to read (nothing in the API changes it), and the signed-in
 * operator's own session.
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    calls.getAuditLog,
    async ({ query }) => {
      const { rows, total } = await listAuditEntries(app.db, query);
      return {
        success: true as const,
        data: {
          entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
          pagination: {
            page: query.page,
            limit: query.limit,
            total,
            totalPages: Math.max(1, Math.ceil(total / query.limit)),
          },
        },
      };
    },
    { checkRoleOnRequest: true },
  );

  await app.register(operatorSessionRoutes);
};
