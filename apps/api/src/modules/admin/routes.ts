import type { FastifyPluginAsync } from 'fastify';
import { adminContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { documentLinkRoutes } from './document-links.routes.ts';
import { sendDocument } from './documents.ts';
import { ownerDocumentRoutes } from './owner-documents.routes.ts';
import { createVerificationService } from './service.ts';

/**
 * The operator's verification of providers and companies: the review queue, the documents
 * and the decision. Admin tokens only. The sellers' own document route lives beside it, as it
 * serves the same files.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const verification = createVerificationService({
    db: app.db,
    storage: app.storage,
    cache: app.publicCache,
  });
  // Checked on arrival, before the request is parsed or validated: to anyone but an operator
  // these routes answer 401 or 403 and say nothing about what a valid request looks like.
  const guarded = { checkRoleOnRequest: true };

  route(
    app,
    calls.getSellers,
    async ({ query }) => ({
      success: true as const,
      data: await verification.listSellers(query),
    }),
    guarded,
  );

  route(
    app,
    calls.getDocument,
    async ({ params, reply }) =>
      sendDocument(reply, await verification.openDocument(params.uploadId)),
    guarded,
  );

  route(
    app,
    calls.verifySeller,
    async ({ operator, params, body }) => {
      const { type, id } = params;
      const { seller, changed } = await verification.decide(operator, type, id, {
        verdict: 'VERIFIED',
        note: body.reason ?? null,
        submittedAt: body.submittedAt,
      });
      return {
        success: true as const,
        message: changed ? `${type} verified` : `${type} was already verified`,
        data: seller,
      };
    },
    guarded,
  );

  route(
    app,
    calls.rejectSeller,
    async ({ operator, params, body }) => {
      const { type, id } = params;
      const { seller, changed } = await verification.decide(operator, type, id, {
        verdict: 'REJECTED',
        reason: body.reason,
        submittedAt: body.submittedAt,
      });
      return {
        success: true as const,
        message: changed ? `${type} rejected` : `${type} was already rejected for this reason`,
        data: seller,
      };
    },
    guarded,
  );

  await app.register(ownerDocumentRoutes);
  await app.register(documentLinkRoutes);
};
