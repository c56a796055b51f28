import { eq } from 'drizzle-orm';
import type { UserType } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { admins, companies, customers, providers } from '../../db/schema/index.ts';

export interface AccountRow {
  id: string;
  mobile: string;
  /** The account has finished its profile (name, or company name, filled in). */
  isRegistered: boolean;
}

/**
 * Finds the account of this type for a verified mobile, creating an empty one on first sign-in.
 * The same number may hold a customer and a provider account: they are different roles.
 */
export async function findOrCreateAccount(
  db: Executor,
  userType: UserType,
  mobile: string,
): Promise<AccountRow> {
  switch (userType) {
    case 'Customer': {
      await db.insert(customers).values({ mobile }).onConflictDoNothing();
      const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile));
      return { id: row!.id, mobile, isRegistered: Boolean(row!.name) };
    }
    case 'Provider': {
      await db.insert(providers).values({ mobile }).onConflictDoNothing();
      const [row] = await db.select().from(providers).where(eq(providers.mobile, mobile));
      return { id: row!.id, mobile, isRegistered: Boolean(row!.name) };
    }
    case 'Company': {
      await db.insert(companies).values({ mobile }).onConflictDoNothing();
      const [row] = await db.select().from(companies).where(eq(companies.mobile, mobile));
      return { id: row!.id, mobile, isRegistered: Boolean(row!.companyName) };
    }
    case 'Admin': {
      await db.insert(admins).values({ mobile }).onConflictDoNothing();
      const [row] = await db.select().from(admins).where(eq(admins.mobile, mobile));
      return { id: row!.id, mobile, isRegistered: true };
    }
  }
}

/** Whether an access token's subject still exists (an account may have been removed). */
export async function accountExists(
  db: Executor,
  userType: UserType,
  id: string,
): Promise<boolean> {
  const table = { Customer: customers, Provider: providers, Company: companies, Admin: admins }[
    userType
  ];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** An operator account's mobile, from which the settings give its role. */
export async function operatorMobile(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ mobile: admins.mobile }).from(admins).where(eq(admins.id, id));
  return row?.mobile;
}
