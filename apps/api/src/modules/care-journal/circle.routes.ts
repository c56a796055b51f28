import type { FastifyPluginAsync } from 'fastify';

/** The family circle: invitations, removal, and the bookings a relative follows. */
export const circleRoutes: FastifyPluginAsync = async () => {};
