import type { FastifyPluginAsync } from 'fastify';
import { familyJournalContracts, operatorCareContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import { photoLinksOf } from './photo-links.ts';
import { createOperatorCareReadService } from './privacy-operator.service.ts';
import { createPrivacyService, exportFileName } from './privacy.service.ts';

/** The family's rights over care data (export, erase) and the operator's read with a reason. */
export const careDataRoutes: FastifyPluginAsync = async (app) => {
  const links = photoLinksOf(app);
  const privacy = createPrivacyService({ db: app.db, storage: app.storage, links, log: app.log });
  const operatorRead = createOperatorCareReadService(app.db, links);
  const calls = familyJournalContracts;

  route(app, calls.exportCareData, async ({ user, params, reply }) => {
    const data = await privacy.exportData(user.userId, params.memberId);
    // A download of health data: saved as a file, never kept by a shared cache.
    reply
      .header('content-disposition', `attachment; filename="${exportFileName(data.member.name)}"`)
      .header('cache-control', 'no-store');
    return { success: true as const, data };
  });

  route(
    app,
    calls.deleteCareData,
    async ({ user, params }) => ({
      success: true as const,
      message: 'Care data erased; bookings and payment records are kept as the law requires',
      data: await privacy.erase(user.userId, params.memberId),
    }),
    { preHandler: [app.limitWrites('familyMembers')] },
  );

  route(
    app,
    operatorCareContracts.readCareRecord,
    async ({ operator, params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await operatorRead.read(operator, params.bookingId, body.reason),
      };
    },
    { checkRoleOnRequest: true },
  );
};
