import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FamilyMemberBody } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/index.ts';

const memberColumns = {
  id: familyMembers.id,
  name: familyMembers.name,
  gender: familyMembers.gender,
  age: familyMembers.age,
  relation: familyMembers.relation,
  note: familyMembers.note,
  image: familyMembers.image,
};

/** Every query filters by the owner: another customer's member simply does not exist here. */
const owned = (customerId: string, id: string) =>
  and(
    eq(familyMembers.id, id),
    eq(familyMembers.customerId, customerId),
    isNull(familyMembers.deletedAt),
  );

export function listMembers(db: Executor, customerId: string) {
  return db
    .select(memberColumns)
    .from(familyMembers)
    .where(and(eq(familyMembers.customerId, customerId), isNull(familyMembers.deletedAt)))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
}

export async function countMembers(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(and(eq(familyMembers.customerId, customerId), isNull(familyMembers.deletedAt)));
  return row?.n ?? 0;
}

export async function findMember(db: Executor, customerId: string, id: string) {
  const [row] = await db.select(memberColumns).from(familyMembers).where(owned(customerId, id));
  return row;
}

export async function insertMember(db: Executor, customerId: string, body: FamilyMemberBody) {
  const [row] = await db
    .insert(familyMembers)
    .values({ ...body, customerId })
    .returning(memberColumns);
  return row!;
}

export async function updateMember(
  db: Executor,
  customerId: string,
  id: string,
  body: FamilyMemberBody,
) {
  const [row] = await db
    .update(familyMembers)
    .set(body)
    .where(owned(customerId, id))
    .returning(memberColumns);
  return row;
}

/** Soft delete, so bookings made for this person keep their history. */
export async function softDeleteMember(db: Executor, customerId: string, id: string) {
  const [row] = await db
    .update(familyMembers)
    .set({ deletedAt: new Date() })
    .where(owned(customerId, id))
    .returning({ id: familyMembers.id });
  return row;
}
