import type { FastifyPluginAsync } from 'fastify';
import { ownerDocumentContract } from '@care/shared';
import { route } from '../../lib/route.ts';
import { sendDocument } from './documents.ts';
import { createVerificationService } from './service.ts';

/**
 * A provider or a company fetches a document it uploaded itself, to check what the operator
 * sees. Another seller's document is not found, exactly like an id that does not exist.
 */
export const ownerDocumentRoutes: FastifyPluginAsync = async (app) => {
  const verification = createVerificationService({
    db: app.db,
    storage: app.storage,
    cache: app.publicCache,
  });

  for (const type of ['Provider', 'Company'] as const) {
    route(
      app,
      ownerDocumentContract(type),
      async ({ user, params, reply }) =>
        sendDocument(
          reply,
          await verification.openOwnDocument({ type, id: user.userId }, params.uploadId),
        ),
      // As the operator's document route: the role is checked before anything is parsed.
      { checkRoleOnRequest: true },
    );
  }
};
