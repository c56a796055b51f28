import type { FastifyPluginAsync } from 'fastify';
import { reviewContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createReviewService } from './service.ts';

/** The reviews on caregivers' and companies' public profiles. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const reviews = createReviewService(app.db);

  route(app, calls.getProviderReviews, async ({ params, query }) => ({
    success: true as const,
    data: await reviews.page({ kind: 'Provider', id: params.id }, query),
  }));

  route(app, calls.getCompanyReviews, async ({ params, query }) => ({
    success: true as const,
    data: await reviews.page({ kind: 'Company', id: params.id }, query),
  }));
};
