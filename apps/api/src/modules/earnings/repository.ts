import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies, payoutDestinations, payouts, providers } from '../../db/schema/index.ts';
import type { SellerRef } from '../ledger/accounts.ts';

export type DestinationRow = typeof payoutDestinations.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];

/** A destination's account details, without the gateway's ids for them. */
export interface DestinationDetails {
  type: 'bank' | 'upi';
  accountHolder: string | null;
  accountNumber: string | null;
  ifsc: string | null;
  vpa: string | null;
}

const destinationOf = (seller: SellerRef) =>
  seller.kind === 'Provider'
    ? eq(payoutDestinations.providerId, seller.id)
    : eq(payoutDestinations.companyId, seller.id);

const payoutsOf = (seller: SellerRef) =>
  seller.kind === 'Provider' ? eq(payouts.providerId, seller.id) : eq(payouts.companyId, seller.id);

const sellerColumns = (seller: SellerRef) =>
  seller.kind === 'Provider' ? { providerId: seller.id } : { companyId: seller.id };

/**
 * One caregiver's payouts and payout details change one at a time: held until the transaction
 * ends, so twenty payout requests at once each see the balance the one before left.
 */
export async function lockSellerMoney(db: Executor, seller: SellerRef): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`payouts:${seller.kind}:${seller.id}`}))`,
  );
}

export async function findDestination(
  db: Executor,
  seller: SellerRef,
): Promise<DestinationRow | undefined> {
  const [row] = await db.select().from(payoutDestinations).where(destinationOf(seller));
  return row;
}

/** Saves the seller's one destination; new details forget the gateway's ids of the old. */
export async function upsertDestination(
  db: Executor,
  seller: SellerRef,
  details: DestinationDetails,
  keepGatewayIds: boolean,
): Promise<DestinationRow> {
  const values = {
    ...details,
    updatedAt: new Date(),
    ...(keepGatewayIds ? {} : { gatewayContactId: null, gatewayFundAccountId: null }),
  };
  const [row] = await db
    .insert(payoutDestinations)
    .values({ ...sellerColumns(seller), ...values })
    .onConflictDoUpdate({
      target:
        seller.kind === 'Provider' ? payoutDestinations.providerId : payoutDestinations.companyId,
      set: values,
    })
    .returning();
  return row!;
}

/**
 * Keeps the gateway's ids for a destination, unless its details changed meanwhile (then the
 * ids belong to the old account and are not kept).
 */
export async function storeGatewayIds(
  db: Executor,
  destination: DestinationRow,
  ids: { contactId: string; fundAccountId: string },
): Promise<void> {
  const same = (column: AnyPgColumn, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  await db
    .update(payoutDestinations)
    .set({ gatewayContactId: ids.contactId, gatewayFundAccountId: ids.fundAccountId })
    .where(
      and(
        eq(payoutDestinations.id, destination.id),
        eq(payoutDestinations.type, destination.type),
        same(payoutDestinations.accountHolder, destination.accountHolder),
        same(payoutDestinations.accountNumber, destination.accountNumber),
        same(payoutDestinations.ifsc, destination.ifsc),
        same(payoutDestinations.vpa, destination.vpa),
      ),
    );
}

/** The name a caregiver is known by, for the gateway's contact. */
export async function sellerName(db: Executor, seller: SellerRef): Promise<string | null> {
  if (seller.kind === 'Provider') {
    const [row] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.id, seller.id));
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, seller.id));
  return row?.name ?? null;
}

export async function findPayoutByKey(
  db: Executor,
  seller: SellerRef,
  idempotencyKey: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(payoutsOf(seller), eq(payouts.idempotencyKey, idempotencyKey)));
  return row;
}

/** Whether a payout of the seller's waits to be sent (to the destination saved now). */
export async function hasUnsentPayout(db: Executor, seller: SellerRef): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(payoutsOf(seller), eq(payouts.status, 'QUEUED')))
    .limit(1);
  return Boolean(row);
}

export async function insertPayout(
  db: Executor,
  seller: SellerRef,
  row: {
    idempotencyKey: string;
    amountPaise: number;
    destinationLabel: string;
    gateway: PayoutRow['gateway'];
  },
): Promise<string> {
  const [inserted] = await db
    .insert(payouts)
    .values({ ...sellerColumns(seller), ...row, status: 'QUEUED' })
    .returning({ id: payouts.id });
  return inserted!.id;
}

export async function listPayouts(db: Executor, seller: SellerRef, limit = 100) {
  return db
    .select()
    .from(payouts)
    .where(payoutsOf(seller))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** One payout, held until the transaction ends when `lock` is set. */
export async function findPayout(
  db: Executor,
  id: string,
  lock = false,
): Promise<PayoutRow | undefined> {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lockPayoutByGatewayId(
  db: Executor,
  gateway: PayoutRow['gateway'],
  gatewayPayoutId: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.gateway, gateway), eq(payouts.gatewayPayoutId, gatewayPayoutId)))
    .for('update');
  return row;
}

/** The gateway took a queued payout: it is on its way, under the gateway's id. */
export async function markSent(db: Executor, id: string, gatewayPayoutId: string): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'PROCESSING', gatewayPayoutId, updatedAt: new Date() })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'QUEUED')));
}

export async function setOutcome(
  db: Executor,
  id: string,
  values: {
    status: 'PROCESSED' | 'FAILED' | 'REVERSED';
    gatewayPayoutId?: string | null;
    reference?: string | null;
    failureReason?: string | null;
    processedAt?: Date;
  },
): Promise<void> {
  const { gatewayPayoutId, ...rest } = values;
  await db
    .update(payouts)
    .set({ ...rest, ...(gatewayPayoutId ? { gatewayPayoutId } : {}), updatedAt: new Date() })
    .where(eq(payouts.id, id));
}

/** Keeps the bank's reference of a paid payout when it arrives after the payout was settled. */
export async function setReference(db: Executor, id: string, reference: string): Promise<void> {
  await db
    .update(payouts)
    .set({ reference, updatedAt: new Date() })
    .where(and(eq(payouts.id, id), isNull(payouts.reference)));
}

/** Notes that a payout still on its way was just asked about, so the next ask takes others. */
export async function touch(db: Executor, id: string): Promise<void> {
  await db.update(payouts).set({ updatedAt: new Date() }).where(eq(payouts.id, id));
}

/** Payouts of a gateway recorded before `before` and never taken by it. */
export async function queuedPayouts(
  db: Executor,
  gateway: PayoutRow['gateway'],
  before: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'QUEUED'),
        eq(payouts.gateway, gateway),
        lt(payouts.createdAt, before),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Sandbox payouts still open since before `before`: their webhook never came. */
export async function staleSandboxPayouts(db: Executor, before: Date, limit = 100) {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['QUEUED', 'PROCESSING']),
        eq(payouts.gateway, 'sandbox'),
        lt(payouts.createdAt, before),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Payouts a gateway took and has not settled, not looked at since `before`. */
export async function quietPayouts(
  db: Executor,
  gateway: PayoutRow['gateway'],
  before: Date,
  limit = 50,
) {
  return db
    .select({ id: payouts.id, gatewayPayoutId: payouts.gatewayPayoutId })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'PROCESSING'),
        eq(payouts.gateway, gateway),
        lt(payouts.updatedAt, before),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(limit);
}
