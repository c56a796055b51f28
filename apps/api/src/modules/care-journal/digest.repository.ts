import { and, asc, count, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookingDays,
  bookings,
  careJournalEntries,
  careJournalPhotos,
} from '../../db/schema/index.ts';

/**
 * Today's days whose digest is due: care running today, or completed today (its last day
 * still gets its evening summary). `dayStart` is the India day's midnight.
 */
export async function listDigestDays(
  db: Executor,
  date: string,
  dayStart: Date,
): Promise<string[]> {
  const rows = await db
    .select({ bookingId: bookingDays.bookingId })
    .from(bookingDays)
    .innerJoin(bookings, eq(bookings.id, bookingDays.bookingId))
    .where(
      and(
        eq(bookingDays.date, date),
        isNull(bookingDays.digestSentAt),
        or(
          eq(bookings.status, 'IN_PROGRESS'),
          and(eq(bookings.status, 'COMPLETED'), gte(bookings.completedAt, dayStart)),
        ),
      ),
    );
  return rows.map((r) => r.bookingId);
}

/** Claims one day's digest (as the alert is claimed); the day's times when this run won it. */
export async function claimDigest(db: Executor, bookingId: string, date: string, at: Date) {
  const [row] = await db
    .update(bookingDays)
    .set({ digestSentAt: at })
    .where(
      and(
        eq(bookingDays.bookingId, bookingId),
        eq(bookingDays.date, date),
        isNull(bookingDays.digestSentAt),
      ),
    )
    .returning({ checkInAt: bookingDays.checkInAt, checkOutAt: bookingDays.checkOutAt });
  return row;
}

/** The day's journal entries, oldest first, and how many photos they carry. */
export async function dayJournal(db: Executor, bookingId: string, date: string) {
  const entries = await db
    .select({ id: careJournalEntries.id, content: careJournalEntries.content })
    .from(careJournalEntries)
    .where(and(eq(careJournalEntries.bookingId, bookingId), eq(careJournalEntries.date, date)))
    .orderBy(asc(careJournalEntries.createdAt), asc(careJournalEntries.id));
  if (entries.length === 0) return { entries, photos: 0 };
  const [photos] = await db
    .select({ n: count() })
    .from(careJournalPhotos)
    .where(
      inArray(
        careJournalPhotos.entryId,
        entries.map((e) => e.id),
      ),
    );
  return { entries, photos: photos?.n ?? 0 };
}
