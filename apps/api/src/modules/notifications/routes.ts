import type { FastifyPluginAsync } from 'fastify';
import { notificationContracts } from '@care/shared';
import { answerLanguage } from '../../lib/i18n/language.ts';
import { route } from '../../lib/route.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import type { Recipient } from './repository.ts';
import { createNotificationService } from './service.ts';

/** The bell on the dashboard and on /profile. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const service = createNotificationService(app.db);
  const recipient = (user: AccessClaims): Recipient => ({
    kind: user.userType as Recipient['kind'],
    id: user.userId,
  });

  route(app, notificationContracts.getMyNotifications, async ({ user, request, reply }) => {
    void reply.header('vary', 'Accept-Language');
    return {
      success: true as const,
      data: await service.mine(recipient(user), answerLanguage(request.headers)),
    };
  });

  route(app, notificationContracts.markRead, async ({ user, body }) => ({
    success: true as const,
    data: await service.markRead(recipient(user), body),
  }));
};
