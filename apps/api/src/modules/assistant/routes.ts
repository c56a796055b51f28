import type { FastifyPluginAsync } from 'fastify';
import { assistantContracts as calls } from '@care/shared';
import { createChatModel } from '../../adapters/chat-model/index.ts';
import { preferredLanguage } from '../../lib/i18n/language.ts';
import { route } from '../../lib/route.ts';
import { createAssistantService } from './service.ts';

/** The assistant: public, and a family's token lets it answer about that family's bookings. */
export const assistantRoutes: FastifyPluginAsync = async (app) => {
  const assistant = createAssistantService(
    app.db,
    app.config,
    createChatModel(app.config),
    app.log,
    app.publicCache,
  );

  route(
    app,
    calls.sendAssistantMessage,
    async ({ body, user, request }) => ({
      success: true as const,
      data: await assistant.answer(
        body,
        { customerId: user?.userType === 'Customer' ? user.userId : null },
        preferredLanguage(request.headers),
      ),
    }),
    { preHandler: [app.identifyIfSignedIn('Customer'), app.limitWrites('assistant')] },
  );
};
