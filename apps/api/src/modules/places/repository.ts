import { eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pinCodes } from '../../db/schema/index.ts';

/** Every PIN code that has a point. */
export function allPoints(db: Executor) {
  return db
    .select({ pincode: pinCodes.pincode, lat: pinCodes.lat, lon: pinCodes.lon })
    .from(pinCodes)
    .where(isNotNull(pinCodes.lat));
}

export async function findPinCode(db: Executor, pincode: string) {
  const [row] = await db.select().from(pinCodes).where(eq(pinCodes.pincode, pincode));
  return row;
}

/**
 * PIN codes whose place (post office, locality, district or state) contains `pattern`; when
 * none does, those with a word like `word` (trigram likeness, for a misspelt place). Likeness
 * only as a fallback: 'pune' is also like 'punjab'.
 */
export async function pinsMatching(
  db: Executor,
  word: string,
  pattern: string,
  limit: number,
  likeness = true,
) {
  const select = (where: SQL) =>
    db.select({ pincode: pinCodes.pincode }).from(pinCodes).where(where).limit(limit);
  let rows = await select(ilike(pinCodes.searchText, pattern));
  if (likeness && rows.length === 0 && word.length >= 4 && /^\p{L}+$/u.test(word)) {
    rows = await select(sql`${word} <% ${pinCodes.searchText}`);
  }
  return rows.map((r) => r.pincode);
}
