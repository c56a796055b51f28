import { eq } from 'drizzle-orm';
import type { PersonKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { companies, customers, providers } from '../../db/schema/index.ts';

/** A person's suspension as it stands, and (for a seller) whether they are listed. */
export interface SuspensionState {
  id: string;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  /** Sellers only; a family has no listing. */
  isActive: boolean | null;
}

const tables = { Customer: customers, Provider: providers, Company: companies } as const;

/**
 * Reads the person's row under a lock until the transaction ends: a suspension and a
 * reinstatement of the same person, or two of either, take turns.
 */
export async function lockPerson(
  db: Executor,
  kind: PersonKind,
  id: string,
): Promise<SuspensionState | undefined> {
  if (kind === 'Customer') {
    const [row] = await db
      .select({
        id: customers.id,
        suspendedAt: customers.suspendedAt,
        suspensionReason: customers.suspensionReason,
      })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    return row ? { ...row, isActive: null } : undefined;
  }
  const t = tables[kind];
  const [row] = await db
    .select({
      id: t.id,
      suspendedAt: t.suspendedAt,
      suspensionReason: t.suspensionReason,
      isActive: t.isActive,
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row;
}

/**
 * Suspends (a date and a reason) or reinstates (null, null) a person. A seller's `is_active`
 * follows: the listings, the booking checks and their dashboard already read it as "paused".
 */
export async function setSuspension(
  db: Executor,
  kind: PersonKind,
  id: string,
  suspension: { suspendedAt: Date | null; suspensionReason: string | null },
): Promise<void> {
  if (kind === 'Customer') {
    await db.update(customers).set(suspension).where(eq(customers.id, id));
    return;
  }
  const t = tables[kind];
  await db
    .update(t)
    .set({ ...suspension, isActive: suspension.suspendedAt === null })
    .where(eq(t.id, id));
}

/** Whether a family is suspended: a suspended family may look, not book. */
export async function familySuspension(db: Executor, customerId: string) {
  const [row] = await db
    .select({ suspendedAt: customers.suspendedAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.suspendedAt ?? null;
}

/** Whether a seller is suspended: a suspended seller cannot take new requests. */
export async function sellerSuspension(db: Executor, kind: 'Provider' | 'Company', id: string) {
  const t = tables[kind];
  const [row] = await db.select({ suspendedAt: t.suspendedAt }).from(t).where(eq(t.id, id));
  return row?.suspendedAt ?? null;
}
