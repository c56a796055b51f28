import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { UserType } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { otpVerifications } from '../../db/schema/index.ts';

export type OtpRow = typeof otpVerifications.$inferSelect;

/**
 * Serialises OTP sends for one mobile and for one address across every API process until the
 * transaction ends, so simultaneous requests cannot both slip under a limit. Always the mobile
 * first, then the address: one order everywhere, so two sends can never wait on each other.
 */
export async function lockSender(db: Executor, mobile: string, ip: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
}

/** The count of codes sent since `since`, and when the earliest of them was sent. */
export async function sentSince(
  db: Executor,
  by: { mobile: string } | { ip: string },
  since: Date,
): Promise<{ count: number; earliest: Date | null }> {
  const who =
    'mobile' in by ? eq(otpVerifications.mobile, by.mobile) : eq(otpVerifications.ip, by.ip);
  const [row] = await db
    .select({ n: count(), earliest: min(otpVerifications.createdAt) })
    .from(otpVerifications)
    .where(and(who, gt(otpVerifications.createdAt, since)));
  return { count: row?.n ?? 0, earliest: row?.earliest ?? null };
}

export async function lastSentAt(db: Executor, mobile: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: otpVerifications.createdAt })
    .from(otpVerifications)
    .where(eq(otpVerifications.mobile, mobile))
    .orderBy(desc(otpVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** A new code replaces any earlier one for the same mobile and user type. */
export async function retireOpenCodes(
  db: Executor,
  mobile: string,
  userType: UserType,
  at: Date,
): Promise<void> {
  await db
    .update(otpVerifications)
    .set({ consumedAt: at })
    .where(
      and(
        eq(otpVerifications.mobile, mobile),
        eq(otpVerifications.userType, userType),
        isNull(otpVerifications.consumedAt),
      ),
    );
}

export async function insertOtp(
  db: Executor,
  row: typeof otpVerifications.$inferInsert,
): Promise<string> {
  const [inserted] = await db
    .insert(otpVerifications)
    .values(row)
    .returning({ id: otpVerifications.id });
  return inserted!.id;
}

export async function findOpenForUpdate(
  db: Executor,
  mobile: string,
  userType: UserType,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpVerifications)
    .where(
      and(
        eq(otpVerifications.mobile, mobile),
        eq(otpVerifications.userType, userType),
        isNull(otpVerifications.consumedAt),
      ),
    )
    .orderBy(desc(otpVerifications.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongAttempt(db: Executor, id: string): Promise<void> {
  await db
    .update(otpVerifications)
    .set({ attempts: sql`${otpVerifications.attempts} + 1` })
    .where(eq(otpVerifications.id, id));
}

export async function consume(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(otpVerifications).set({ consumedAt: at }).where(eq(otpVerifications.id, id));
}
