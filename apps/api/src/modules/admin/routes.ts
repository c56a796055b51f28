import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSellersQuerySchema,
  adminSellersResponseSchema,
  rejectSellerBodySchema,
  sellerDecisionParamsSchema,
  sellerDecisionResponseSchema,
  uploadIdParamsSchema,
  verifySellerBodySchema,
} from '@care/shared';
import { createFileStorage } from '../../adapters/storage/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendDocument } from './documents.ts';
import { ownerDocumentRoutes } from './owner-documents.routes.ts';
import { createVerificationService } from './service.ts';

/**
 * The operator's verification of providers and companies: the review queue, the documents
 * and the decision. Admin tokens only. The sellers' own document route lives beside it, as it
 * serves the same files.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = createVerificationService({
    db: app.db,
    storage: createFileStorage(app.config),
  });
  // Checked on arrival, before the request is parsed or validated: to anyone but an operator
  // these routes answer 401 or 403 and say nothing about what a valid request looks like.
  const onRequest = app.requireRole('Admin');
  const tags = ['admin verification'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/verification/getSellers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Providers or companies in one verification status with their documents; ' +
          'PENDING is the review queue, oldest submission first',
        querystring: adminSellersQuerySchema,
        response: { 200: adminSellersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verification.listSellers(request.query),
    }),
  );

  app.get(
    '/admin/verification/document/:uploadId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A seller's uploaded document, shown inline with its stored type",
        params: uploadIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await verification.openDocument(request.params.uploadId)),
  );

  app.patch(
    '/admin/verification/verifySeller/:type/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Verify a seller: listed to families while online and active',
        params: sellerDecisionParamsSchema,
        body: verifySellerBodySchema,
        response: { 200: sellerDecisionResponseSchema },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const { seller, changed } = await verification.decide(currentUser(request).userId, type, id, {
        verdict: 'VERIFIED',
        note: request.body.reason ?? null,
      });
      return {
        success: true as const,
        message: changed ? `${type} verified` : `${type} was already verified`,
        data: seller,
      };
    },
  );

  app.patch(
    '/admin/verification/rejectSeller/:type/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Reject a seller with the reason to fix; not listed to families',
        params: sellerDecisionParamsSchema,
        body: rejectSellerBodySchema,
        response: { 200: sellerDecisionResponseSchema },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const { seller, changed } = await verification.decide(currentUser(request).userId, type, id, {
        verdict: 'REJECTED',
        reason: request.body.reason,
      });
      return {
        success: true as const,
        message: changed ? `${type} rejected` : `${type} was already rejected for this reason`,
        data: seller,
      };
    },
  );

  await app.register(ownerDocumentRoutes);
};
