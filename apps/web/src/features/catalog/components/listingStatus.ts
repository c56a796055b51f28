import type { UseQueryResult } from '@tanstack/react-query';
import type { ListingStatus } from './ListingScreen';

export function listingStatus(query: Pick<UseQueryResult, 'isPending' | 'isError'>): ListingStatus {
  if (query.isError) return 'error';
  if (query.isPending) return 'loading';
  return 'ready';
}
