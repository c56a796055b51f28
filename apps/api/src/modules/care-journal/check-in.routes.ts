import type { FastifyPluginAsync } from 'fastify';

/** Daily check-in and check-out with the family's codes for each day. */
export const checkInRoutes: FastifyPluginAsync = async () => {};
