import { eq, isNotNull, sql, type SQL } from 'drizzle-orm';
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
 * PIN codes whose place (post office, locality, district or state) has `word` as a whole word
 * ('meera' is not a place for being part of 'Meerapur'); when none has, with `likeness`, those
 * with a word like it (trigram likeness, for a misspelt place). Likeness only as a fallback:
 * 'pune' is also like 'punjab'. `word` is a normalised search word: letters and digits only.
 */
export async function pinsMatching(db: Executor, word: string, limit: number, likeness = true) {
  const select = (where: SQL) =>
    db.select({ pincode: pinCodes.pincode }).from(pinCodes).where(where).limit(limit);
  let rows = /^[\p{L}\p{N}]+$/u.test(word)
    ? await select(sql`${pinCodes.searchText} ~* ${`\\m${word}\\M`}`)
    : [];
  if (likeness && rows.length === 0 && word.length >= 4 && /^\p{L}+$/u.test(word)) {
    rows = await select(sql`${word} <% ${pinCodes.searchText}`);
  }
  return rows.map((r) => r.pincode);
}
