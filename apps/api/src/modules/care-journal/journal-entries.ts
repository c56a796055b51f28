import { JOURNAL_LIMITS, type JournalEntry, type JournalPhoto } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import type { PhotoLinks } from './photo-links.ts';
import * as photos from './photos.repository.ts';
import * as repo from './journal.repository.ts';

/*
 * Entries as readers get them: the content, the author, the photos as short-lived links, and
 * the history of corrections. Shared by the caregiver's view, the family's and the operator's.
 */

/** Until when an entry written at `createdAt` may be corrected by its author. */
export const editableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + JOURNAL_LIMITS.editHours * 3_600_000);

/** The entries as answers, in the order given, each with its photos and history. */
export async function presentEntries(
  db: Executor,
  links: PhotoLinks,
  rows: readonly repo.JournalEntryRow[],
): Promise<JournalEntry[]> {
  const ids = rows.map((row) => row.id);
  const photoRows = await photos.photosOfEntries(db, ids);
  const revisionRows = await repo.revisionsOf(db, ids);
  const photosByEntry = new Map<string, JournalPhoto[]>();
  for (const photo of photoRows) {
    const list = photosByEntry.get(photo.entryId!) ?? [];
    list.push({
      id: photo.id,
      url: await links.urlOf(photo),
      width: photo.width,
      height: photo.height,
    });
    photosByEntry.set(photo.entryId!, list);
  }
  return rows.map((row) => ({
    ...row.content,
    id: row.id,
    bookingId: row.bookingId,
    date: row.date,
    authorName: row.authorName,
    photos: photosByEntry.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: editableUntil(row.createdAt).toISOString(),
    history: revisionRows
      .filter((revision) => revision.entryId === row.id)
      .map((revision) => ({ ...revision.content, replacedAt: revision.replacedAt.toISOString() })),
  }));
}

/** Groups entries by their day. */
export function byDay(entries: readonly JournalEntry[]): Map<string, JournalEntry[]> {
  const days = new Map<string, JournalEntry[]>();
  for (const entry of entries) {
    const list = days.get(entry.date) ?? [];
    list.push(entry);
    days.set(entry.date, list);
  }
  return days;
}
