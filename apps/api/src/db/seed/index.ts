import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database, Executor } from '../client.ts';
import {
  bookings,
  journalEntries,
  journalLines,
  paymentOrders,
  reviews,
  serviceCategories,
} from '../schema/index.ts';
import { ELDER_CARE } from './catalog-data.ts';
import { createDeterministicRandom } from './deterministic-random.ts';
import { insertCatalog } from './insert-catalog.ts';
import { insertContent } from './insert-content.ts';
import { insertFamilies } from './insert-families.ts';
import { insertCompanies, insertProviders } from './insert-sellers.ts';
import { planBookingHistory } from './plan-booking-history.ts';
import { ledgerForBookings } from './ledger-for-bookings.ts';
import { planUpcomingBookings } from './plan-upcoming.ts';
import { storeSeedPictures } from './store-pictures.ts';
import { fillMissingBookingDays } from '../../modules/care-journal/days.repository.ts';

/** Any fixed number, distinct from the migration lock; the same in every process of this app. */
const SEED_LOCK_KEY = 7_340_292;
/** Fixed so the demo's history, codes and ratings are the same on every machine. */
const HISTORY_RANDOM_SEED = 20_260_101;
/** Keeps each INSERT well below PostgreSQL's 65,535 bind-parameter limit. */
const INSERT_CHUNK_SIZE = 200;

/**
 * Fills an empty database with the demo marketplace of DESIGN "Demo data": the care catalogue,
 * verified caregivers (mobiles 8000000001..) and companies (7000000001..), demo families
 * (9100000001..) with completed, reviewed bookings that give every seller a rating, upcoming
 * work for the first caregiver and company, the journal behind every booking (payments, held money, earnings), blog posts
 * and banners. Every caregiver, company and post gets a drawn picture, written to `storage` as
 * an upload would be, before any row points at it. Runs in one transaction and does nothing
 * when the demo is already there.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  log: (msg: string) => void = () => {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Several API processes may start together on one PostgreSQL; only one of them seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await demoDataPresent(tx)) {
      log('Demo data already present; seed skipped');
      return { seeded: false };
    }

    // The pictures are drawn on sharp's threads while the catalogue goes in.
    const [pictures, services] = await Promise.all([storeSeedPictures(storage), insertCatalog(tx)]);
    const providerOfferings = await insertProviders(tx, services, pictures.providerPhotos);
    const companyOfferings = await insertCompanies(tx, services, pictures.companyLogos);
    await insertContent(tx, pictures.blogCovers);
    const families = await insertFamilies(tx);
    const history = planBookingHistory(
      [...providerOfferings, ...companyOfferings],
      families,
      createDeterministicRandom(HISTORY_RANDOM_SEED),
    );
    const firstSellers = [providerOfferings[0], companyOfferings[0]].filter((o) => o !== undefined);
    const upcoming = planUpcomingBookings(
      firstSellers,
      families,
      createDeterministicRandom(HISTORY_RANDOM_SEED + 1),
    );
    const allBookings = [...history.bookings, ...upcoming];
    for (const chunk of chunks(allBookings, INSERT_CHUNK_SIZE)) {
      await tx.insert(bookings).values(chunk);
    }
    const journal = ledgerForBookings(allBookings);
    for (const chunk of chunks(journal.orders, INSERT_CHUNK_SIZE)) {
      await tx.insert(paymentOrders).values(chunk);
    }
    for (const chunk of chunks(journal.entries, INSERT_CHUNK_SIZE)) {
      await tx.insert(journalEntries).values(chunk);
    }
    for (const chunk of chunks(journal.lines, INSERT_CHUNK_SIZE)) {
      await tx.insert(journalLines).values(chunk);
    }
    for (const chunk of chunks(history.reviews, INSERT_CHUNK_SIZE)) {
      await tx.insert(reviews).values(chunk).onConflictDoNothing({ target: reviews.bookingId });
    }
    await fillMissingBookingDays(tx);

    log(
      `Demo data seeded: ${services.size} services, ${providerOfferings.length} provider and ` +
        `${companyOfferings.length} company offerings, ${families.length} families, ` +
        `${history.bookings.length} past bookings with reviews, ${allBookings.length - history.bookings.length} upcoming`,
    );
    return { seeded: true };
  });
}

/** The demo's first row doubles as its marker: one indexed lookup. */
async function demoDataPresent(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(eq(serviceCategories.name, ELDER_CARE))
    .limit(1);
  return rows.length > 0;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}
