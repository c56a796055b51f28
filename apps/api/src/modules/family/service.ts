import type { FamilyMember, FamilyMemberBody } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { lockCustomer } from '../customers/repository.ts';
import * as repo from './repository.ts';

/** Enough for any household; a bound keeps one account from filling the table. */
export const MAX_FAMILY_MEMBERS = 25;

export function createFamilyService(db: Database) {
  return {
    list(customerId: string): Promise<FamilyMember[]> {
      return repo.listMembers(db, customerId);
    },

    async create(customerId: string, body: FamilyMemberBody): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if ((await repo.countMembers(tx, customerId)) >= MAX_FAMILY_MEMBERS) {
          throw unprocessable(`You can add up to ${MAX_FAMILY_MEMBERS} family members`);
        }
        return repo.insertMember(tx, customerId, body);
      });
    },

    async update(customerId: string, id: string, body: FamilyMemberBody): Promise<FamilyMember> {
      const member = await repo.updateMember(db, customerId, id, body);
      if (!member) throw notFound('Family member');
      return member;
    },

    async remove(customerId: string, id: string): Promise<void> {
      if (!(await repo.softDeleteMember(db, customerId, id))) throw notFound('Family member');
    },

    /** For bookings: the member must belong to this customer. */
    async mustOwn(customerId: string, id: string): Promise<FamilyMember> {
      const member = await repo.findMember(db, customerId, id);
      if (!member) throw notFound('Family member');
      return member;
    },
  };
}
