import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, mobileSchema, text } from '@care/shared';
import { listOutbox } from './repository.ts';

const outboxItemSchema = z.object({
  mobile: text(),
  text: text(),
  otp: text().nullable(),
  createdAt: z.date(),
});

/**
 * Development helpers. Registered only when SMS goes to the outbox and NODE_ENV is not
 * production, so in production these paths do not exist (404).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction || app.config.sms.kind !== 'outbox') return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Text messages that would have been sent, newest first',
        querystring: z.object({ mobile: mobileSchema }),
        response: { 200: envelope(z.array(outboxItemSchema)) },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query.mobile);
      return { success: true as const, data: rows };
    },
  );
};
