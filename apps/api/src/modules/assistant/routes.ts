import type { FastifyPluginAsync } from 'fastify';
import { assistantContracts as calls, type AssistantLanguage } from '@care/shared';
import { createChatModel } from '../../adapters/chat-model/index.ts';
import { route } from '../../lib/route.ts';
import { createAssistantService } from './service.ts';

/** 'hi' when the browser's first language is Hindi (the site sends its chosen one). */
function acceptedLanguage(header: string | string[] | undefined): AssistantLanguage | undefined {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  if (!first) return undefined;
  return first.startsWith('hi') ? 'hi' : first.startsWith('en') ? 'en' : undefined;
}

/** The assistant: public, and a family's token lets it answer about that family's bookings. */
export const assistantRoutes: FastifyPluginAsync = async (app) => {
  const assistant = createAssistantService(
    app.db,
    app.config,
    createChatModel(app.config),
    app.log,
  );

  route(
    app,
    calls.sendAssistantMessage,
    async ({ body, user, request }) => ({
      success: true as const,
      data: await assistant.answer(
        body,
        { customerId: user?.userType === 'Customer' ? user.userId : null },
        acceptedLanguage(request.headers['accept-language']),
      ),
    }),
    { preHandler: [app.identifyIfSignedIn('Customer'), app.limitWrites('assistant')] },
  );
};
