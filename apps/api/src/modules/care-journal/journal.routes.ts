import type { FastifyPluginAsync } from 'fastify';

/** The caregiver's journal entries and photos, and the family's read of the journal. */
export const journalRoutes: FastifyPluginAsync = async () => {};
