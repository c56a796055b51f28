import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createLocalStorage } from '../../adapters/storage/local.ts';
import { listFiles } from '../../test/files.ts';
import { openPglite, rowsOf, type DbHandle } from '../client.ts';
import { migrate } from '../migrate.ts';
import {
  banners,
  blogs,
  bookings,
  companies,
  companyServices,
  customers,
  familyMembers,
  providerServices,
  providers,
  reviews,
  serviceCategories,
  services,
} from '../schema/index.ts';
import { seedDemoData } from './index.ts';

const countedTables = {
  serviceCategories,
  services,
  providers,
  providerServices,
  companies,
  companyServices,
  customers,
  familyMembers,
  bookings,
  reviews,
  blogs,
  banners,
};

let handle: DbHandle;
let firstRun: { seeded: boolean };
const uploadDir = mkdtempSync(path.join(tmpdir(), 'care-seed-'));
const storage = createLocalStorage(uploadDir);

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(countedTables).map(async ([name, table]) => {
      const [row] = await handle.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function consecutiveMobiles(first: number, howMany: number): string[] {
  return Array.from({ length: howMany }, (_, i) => String(first + i));
}

beforeAll(async () => {
  handle = await openPglite({});
  await migrate(handle);
  firstRun = await seedDemoData(handle.db, storage);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('seeds the two care categories by their exact names', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const rows = await handle.db.select({ name: serviceCategories.name }).from(serviceCategories);
    expect(rows.map((row) => row.name).sort()).toEqual(['Child Care', 'Elder Care']);
  });

  it('seeds at least 24 listable providers signing in with 8000000001 upward', async () => {
    const rows = await handle.db.select().from(providers);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.map((row) => row.mobile).sort()).toEqual(
      consecutiveMobiles(8_000_000_001, rows.length),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ isOnline: true, isActive: true, verificationStatus: 'VERIFIED' });
      expect(row.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(row.name && row.about && row.certification && row.email).toBeTruthy();
    }
  });

  it('seeds at least 8 listable companies signing in with 7000000001 upward', async () => {
    const rows = await handle.db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.map((row) => row.mobile).sort()).toEqual(
      consecutiveMobiles(7_000_000_001, rows.length),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ isOnline: true, isActive: true, verificationStatus: 'VERIFIED' });
      expect(row.gst).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    }
  });

  it('gives every provider and company at least one offering priced ₹600–₹3,000 a day', async () => {
    const providerOfferings = await handle.db.select().from(providerServices);
    const companyOfferings = await handle.db.select().from(companyServices);
    for (const offering of [...providerOfferings, ...companyOfferings]) {
      expect(offering.pricePerDayPaise).toBeGreaterThanOrEqual(60_000);
      expect(offering.pricePerDayPaise).toBeLessThanOrEqual(300_000);
    }
    const providerIds = await handle.db.select({ id: providers.id }).from(providers);
    const companyIds = await handle.db.select({ id: companies.id }).from(companies);
    for (const { id } of providerIds) {
      expect(providerOfferings.some((offering) => offering.providerId === id)).toBe(true);
    }
    for (const { id } of companyIds) {
      expect(companyOfferings.some((offering) => offering.companyId === id)).toBe(true);
    }
  });

  it('rates every seller 3.5–5 through reviews of past, completed bookings', async () => {
    const sellerRatings = await handle.db
      .select({
        providerId: reviews.providerId,
        companyId: reviews.companyId,
        average: sql`avg(${reviews.rating})`.mapWith(Number),
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(
        and(
          eq(bookings.status, 'COMPLETED'),
          lt(bookings.endDate, sql`current_date`),
          eq(bookings.customerId, reviews.customerId),
          sql`${bookings.providerId} is not distinct from ${reviews.providerId}`,
          sql`${bookings.companyId} is not distinct from ${reviews.companyId}`,
        ),
      )
      .groupBy(reviews.providerId, reviews.companyId);
    const [providerCount] = await handle.db.select({ n: count() }).from(providers);
    const [companyCount] = await handle.db.select({ n: count() }).from(companies);
    expect(sellerRatings).toHaveLength((providerCount?.n ?? 0) + (companyCount?.n ?? 0));
    for (const { average } of sellerRatings) {
      expect(average).toBeGreaterThanOrEqual(3.5);
      expect(average).toBeLessThanOrEqual(5);
    }
    const unreviewed = await handle.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(sql`${bookings.id} not in (select booking_id from reviews)`);
    // Only the upcoming demo work is unreviewed: it has not happened yet.
    expect(unreviewed.map((b) => b.status).sort()).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'PENDING',
      'PENDING',
    ]);
  });

  it('gives the first caregiver and company a request and an accepted booking ahead', async () => {
    for (const [table, sellerColumn, mobile] of [
      [providers, bookings.providerId, '8000000001'],
      [companies, bookings.companyId, '7000000001'],
    ] as const) {
      const rows = await handle.db
        .select({ status: bookings.status, startDate: bookings.startDate })
        .from(bookings)
        .innerJoin(table, eq(table.id, sellerColumn))
        .where(and(eq(table.mobile, mobile), sql`${bookings.startDate} > current_date`));
      expect(rows.map((r) => r.status).sort()).toEqual(['ACCEPTED', 'PENDING']);
    }
  });

  it('backs every seeded booking with its payment and debit, so each wallet nets to zero', async () => {
    const result = await handle.db.execute(sql`
      select
        (select count(*) from ${bookings})::int as bookings,
        (select count(*) from journal_entries where kind = 'BOOKING_PAID')::int as debits,
        (select count(*) from (
          select customer_id from journal_lines where account = 'WALLET' group by customer_id
          having sum(amount_paise) <> 0) unbalanced)::int as unbalanced`);
    const [row] = rowsOf<{ bookings: number; debits: number; unbalanced: number }>(result);
    expect(row!.debits).toBe(row!.bookings);
    expect(row!.unbalanced).toBe(0);
  });

  it('earns the caregivers their completed demo bookings, in books that balance', async () => {
    const result = await handle.db.execute(sql`
      select
        (select coalesce(sum(amount_paise), 0)::bigint from journal_lines) as total,
        (select count(*) from bookings where status = 'COMPLETED')::int as completed,
        (select count(*) from journal_entries where kind = 'BOOKING_EARNED')::int as earned,
        (select count(*) from (
          select entry_id from journal_lines group by entry_id having sum(amount_paise) <> 0
        ) unbalanced)::int as unbalanced`);
    const [row] = rowsOf<{ total: string; completed: number; earned: number; unbalanced: number }>(
      result,
    );
    expect(Number(row!.total)).toBe(0);
    expect(row!.unbalanced).toBe(0);
    expect(row!.completed).toBeGreaterThan(0);
    expect(row!.earned).toBe(row!.completed);
  });

  it('never books one provider twice on the same day', async () => {
    const other = alias(bookings, 'other');
    const overlaps = await handle.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(
        other,
        and(
          eq(other.providerId, bookings.providerId),
          lt(other.id, bookings.id),
          sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${other.startDate}, ${other.endDate}, '[]')`,
        ),
      );
    expect(overlaps).toEqual([]);
  });

  it('publishes 6 blog posts in safe, simple HTML and 3 banners linking into the app', async () => {
    const posts = await handle.db.select().from(blogs);
    expect(posts).toHaveLength(6);
    for (const post of posts) {
      expect(post.isPublished).toBe(true);
      expect(post.publishedAt).toBeInstanceOf(Date);
      const tags = [...post.description.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
      for (const [, tag, attributes] of tags) {
        expect(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']).toContain(tag);
        if (tag === 'a' && attributes) expect(attributes).toMatch(/^ href="https:\/\/[^"]+"$/);
        else expect(attributes).toBe('');
      }
      const words = post.description
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(300);
      expect(words.length).toBeLessThanOrEqual(600);
    }
    const bannerRows = await handle.db.select().from(banners);
    expect(bannerRows).toHaveLength(3);
    for (const banner of bannerRows) expect(banner.link).toMatch(/^\/[a-z-]+$/);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts();
    const files = listFiles(uploadDir);
    expect(before.bookings).toBeGreaterThan(0);
    await expect(seedDemoData(handle.db, storage)).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
    expect(listFiles(uploadDir)).toEqual(files);
  });
});
