import type { FastifyPluginAsync } from 'fastify';
import { documentLinkContracts, ownerDocumentLinkContract } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createDocumentLinks } from './document-links.ts';

/**
 * Signed links to documents, for the operator and for the seller who uploaded them. The web app
 * keeps fetching the files with its bearer (the document calls stream from either storage);
 * these are for a plain link, which cannot carry a bearer. Decision 019.
 */
export const documentLinkRoutes: FastifyPluginAsync = async (app) => {
  const links = createDocumentLinks({
    db: app.db,
    storage: app.storage,
    seconds: app.config.signedUrlSeconds,
  });
  const guarded = { checkRoleOnRequest: true };

  route(
    app,
    documentLinkContracts.getDocumentLink,
    async ({ params }) => ({
      success: true as const,
      data: await links.forOperator(params.uploadId),
    }),
    guarded,
  );

  for (const type of ['Provider', 'Company'] as const) {
    route(
      app,
      ownerDocumentLinkContract(type),
      async ({ user, params }) => ({
        success: true as const,
        data: await links.forOwner({ type, id: user.userId }, params.uploadId),
      }),
      guarded,
    );
  }
};
