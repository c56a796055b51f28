import type { FastifyPluginAsync } from 'fastify';

/** The family's rights over care data (export, erase) and the operator's read with a reason. */
export const careDataRoutes: FastifyPluginAsync = async () => {};
