import type { CustomerProfile, CustomerProfileBody } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

export function createCustomerService(db: Database) {
  return {
    async getProfile(customerId: string): Promise<CustomerProfile> {
      const profile = await repo.findProfile(db, customerId);
      if (!profile) throw notFound('Customer');
      return profile;
    },

    async completeProfile(customerId: string, body: CustomerProfileBody): Promise<CustomerProfile> {
      const profile = await repo.updateProfile(db, customerId, body);
      if (!profile) throw notFound('Customer');
      return profile;
    },
  };
}
