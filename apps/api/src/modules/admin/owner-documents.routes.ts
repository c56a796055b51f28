import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadIdParamsSchema } from '@care/shared';
import { createFileStorage } from '../../adapters/storage/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendDocument } from './documents.ts';
import { createVerificationService } from './service.ts';

/**
 * A provider or a company fetches a document it uploaded itself, to check what the operator
 * sees. Another seller's document is not found, exactly like an id that does not exist.
 */
export const ownerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = createVerificationService({
    db: app.db,
    storage: createFileStorage(app.config),
  });

  for (const [prefix, type] of [
    ['provider', 'Provider'],
    ['company', 'Company'],
  ] as const) {
    app.get(
      `/${prefix}/auth/document/:uploadId`,
      {
        onRequest: app.requireRole(type),
        schema: {
          tags: ['registration'],
          security: [{ bearer: [] }],
          summary: 'One of my own uploaded documents, shown inline with its stored type',
          params: uploadIdParamsSchema,
        },
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await verification.openOwnDocument(
            { type, id: currentUser(request).userId },
            request.params.uploadId,
          ),
        ),
    );
  }
};
