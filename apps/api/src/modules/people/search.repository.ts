import { sql, type SQL } from 'drizzle-orm';
import type { PeopleSearchQuery, PersonKind } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import { containsPattern } from '../listings/seller-tables.repository.ts';

/*
 * Families, caregivers and companies live in three tables; the operator searches them as one
 * list, newest first, by part of a name or of a mobile number.
 */

export interface PersonSearchRow {
  kind: PersonKind;
  id: string;
  name: string | null;
  mobile: string;
  pincode: string | null;
  createdAt: Date;
  suspendedAt: Date | null;
  verificationStatus: 'PENDING' | 'VERIFIED' | 'REJECTED' | null;
}

/** One SELECT per kind, each in the same columns, so they can be UNIONed. */
const branches: Record<PersonKind, SQL> = {
  Customer: sql`select 'Customer' as kind, id, name, mobile, pincode, created_at, suspended_at,
      null::text as verification_status from customers`,
  Provider: sql`select 'Provider' as kind, id, name, mobile, pincode, created_at, suspended_at,
      verification_status from providers`,
  Company: sql`select 'Company' as kind, id, company_name as name, mobile, pincode, created_at,
      suspended_at, verification_status from companies`,
};

/** A mobile as people type it ('+91 98765-43210') as it is stored ('9876543210'). */
const asMobileDigits = (q: string) => q.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');

export async function searchPeople(
  db: Executor,
  query: PeopleSearchQuery,
): Promise<{ rows: PersonSearchRow[]; total: number }> {
  const kinds: PersonKind[] = query.kind ? [query.kind] : ['Customer', 'Provider', 'Company'];
  const people = sql.join(
    kinds.map((kind) => branches[kind]),
    sql` union all `,
  );
  const where = query.q
    ? sql`where people.name ilike ${containsPattern(query.q)}
        or people.mobile like ${containsPattern(asMobileDigits(query.q))}`
    : sql``;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select kind, id, name, mobile, pincode, created_at, suspended_at, verification_status
        from (${people}) as people ${where}
       order by created_at desc, id desc
       limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute(sql`select count(*)::int as n from (${people}) as people ${where}`),
  ]);
  return {
    rows: rowsOf<{
      kind: PersonKind;
      id: string;
      name: string | null;
      mobile: string;
      pincode: string | null;
      created_at: string | Date;
      suspended_at: string | Date | null;
      verification_status: PersonSearchRow['verificationStatus'];
    }>(rows).map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      pincode: row.pincode,
      createdAt: new Date(row.created_at),
      suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at),
      verificationStatus: row.verification_status,
    })),
    total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
  };
}
