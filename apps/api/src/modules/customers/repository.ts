import { eq } from 'drizzle-orm';
import type { CustomerProfileBody } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

const profileColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  gender: customers.gender,
  dob: customers.dob,
  address: customers.address,
  pincode: customers.pincode,
  phone: customers.mobile,
};

export async function findProfile(db: Executor, customerId: string) {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function updateProfile(db: Executor, customerId: string, body: CustomerProfileBody) {
  const [row] = await db
    .update(customers)
    .set(body)
    .where(eq(customers.id, customerId))
    .returning(profileColumns);
  return row;
}

/**
 * Holds the customer's row until the transaction ends, so one family's counted changes (the
 * member cap; a balance check before a debit) happen one after the other, never interleaved.
 */
export async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
