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
