import { randomUUID } from 'node:crypto';
import type { Executor } from '../client.ts';
import { customers, familyMembers } from '../schema/index.ts';
import { seedCustomers } from './customers-data.ts';

/** A demo customer created by this run, with the two people the family books care for. */
export interface DemoFamily {
  customerId: string;
  elderMemberId: string;
  childMemberId: string;
}

/**
 * Inserts the demo customers and their family members. Only customers created now are answered:
 * booking history is added for them alone, so a repeated run can never duplicate it.
 */
export async function insertFamilies(db: Executor): Promise<DemoFamily[]> {
  const created = await db
    .insert(customers)
    .values(seedCustomers.map(({ elder: _elder, child: _child, ...profile }) => profile))
    .onConflictDoNothing({ target: customers.mobile })
    .returning({ id: customers.id, mobile: customers.mobile });
  if (created.length === 0) return [];

  const customerIdByMobile = new Map(created.map((row) => [row.mobile, row.id]));
  const families: DemoFamily[] = [];
  const memberRows: (typeof familyMembers.$inferInsert)[] = [];
  for (const customer of seedCustomers) {
    const customerId = customerIdByMobile.get(customer.mobile);
    if (customerId === undefined) continue;
    // Ids are chosen here so the family can be wired up without relying on RETURNING order.
    const family = { customerId, elderMemberId: randomUUID(), childMemberId: randomUUID() };
    families.push(family);
    memberRows.push(
      { id: family.elderMemberId, customerId, ...customer.elder },
      { id: family.childMemberId, customerId, ...customer.child },
    );
  }
  await db.insert(familyMembers).values(memberRows);
  return families;
}
