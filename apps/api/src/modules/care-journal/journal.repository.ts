import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JournalEntryContent } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookingDays,
  bookings,
  careJournalEntries,
  careJournalRevisions,
} from '../../db/schema/index.ts';

/** SQL for journal entries, their history and the booking's days; the rules are in the services. */

export type JournalEntryRow = typeof careJournalEntries.$inferSelect;
export type JournalRevisionRow = typeof careJournalRevisions.$inferSelect;
export type BookingDayRow = typeof bookingDays.$inferSelect;

/** The booking's days, first to last. */
export function daysOf(db: Executor, bookingId: string): Promise<BookingDayRow[]> {
  return db
    .select()
    .from(bookingDays)
    .where(eq(bookingDays.bookingId, bookingId))
    .orderBy(asc(bookingDays.date));
}

/** The booking's entries (only one author's when given), oldest first. */
export function entriesOf(
  db: Executor,
  bookingId: string,
  author?: { type: 'Provider' | 'Company'; id: string },
): Promise<JournalEntryRow[]> {
  return db
    .select()
    .from(careJournalEntries)
    .where(
      and(
        eq(careJournalEntries.bookingId, bookingId),
        ...(author
          ? [
              eq(careJournalEntries.authorType, author.type),
              eq(careJournalEntries.authorId, author.id),
            ]
          : []),
      ),
    )
    .orderBy(asc(careJournalEntries.date), asc(careJournalEntries.createdAt));
}

/** The earlier versions of these entries, oldest first. */
export function revisionsOf(
  db: Executor,
  entryIds: readonly string[],
): Promise<JournalRevisionRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(careJournalRevisions)
    .where(inArray(careJournalRevisions.entryId, [...entryIds]))
    .orderBy(asc(careJournalRevisions.revision));
}

export async function insertEntry(
  db: Executor,
  row: typeof careJournalEntries.$inferInsert,
): Promise<JournalEntryRow> {
  const [inserted] = await db.insert(careJournalEntries).values(row).returning();
  return inserted!;
}

/** The entry, locked for a correction. */
export async function lockEntry(db: Executor, id: string): Promise<JournalEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(careJournalEntries)
    .where(eq(careJournalEntries.id, id))
    .for('update');
  return row;
}

/**
 * A correction: the current content becomes revision `revision` of the history, and the entry
 * takes the new content with its count raised. The entry row is locked by the caller.
 */
export async function correctEntry(
  db: Executor,
  entry: JournalEntryRow,
  content: JournalEntryContent,
  at: Date,
): Promise<JournalEntryRow> {
  const revision = entry.revision + 1;
  await db.insert(careJournalRevisions).values({
    entryId: entry.id,
    revision,
    content: entry.content,
    replacedAt: at,
  });
  const [updated] = await db
    .update(careJournalEntries)
    .set({ content, revision, updatedAt: at })
    .where(eq(careJournalEntries.id, entry.id))
    .returning();
  return updated!;
}

/** The name a company's booking names for the person sent (null when none was given). */
export async function staffNameOf(db: Executor, bookingId: string): Promise<string | null> {
  const [row] = await db
    .select({ staffName: sql<string | null>`nullif(trim(${bookings.staffName}), '')` })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.staffName ?? null;
}
