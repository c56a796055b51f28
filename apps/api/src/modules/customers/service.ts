import type { CustomerProfile, CustomerProfileBody } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import * as repo from './repository.ts';

export function createCustomerService(db: Database, cache: CacheInvalidator) {
  return {
    async getProfile(customerId: string): Promise<CustomerProfile> {
      const profile = await repo.findProfile(db, customerId);
      if (!profile) throw notFound('Customer');
      return profile;
    },

    async completeProfile(customerId: string, body: CustomerProfileBody): Promise<CustomerProfile> {
      const profile = await repo.updateProfile(db, customerId, body);
      if (!profile) throw notFound('Customer');
      // Reviews show the family's name and city.
      cache.invalidate(cacheTags.reviews);
      return profile;
    },
  };
}
