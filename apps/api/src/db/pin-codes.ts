import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../lib/crypto.ts';
import type { Database } from './client.ts';
import { dataLoads, pinCodes } from './schema/index.ts';

/** India's PIN codes, kept in the repository with their source and licence (its SOURCE.md). */
export const PIN_CODES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../reference/pin-codes/pin-codes.csv',
);

const HEADER = 'pincode,lat,lon,place,district,state,localities';
/** Any fixed number, distinct from the migration and seed locks. */
const LOAD_LOCK_KEY = 7_340_293;
const CHUNK = 1000;

type PinCodeRow = typeof pinCodes.$inferInsert;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Reads the file strictly: the header as written, seven fields a line (the data has no commas
 * or quotes inside fields), a 6-digit PIN and numbers or nothing for the point. A malformed
 * file stops the start-up with the line to fix rather than loading half a country.
 */
export function parsePinCodes(text: string): PinCodeRow[] {
  const lines = text.split('\n').filter((line) => line !== '');
  if (lines[0] !== HEADER) throw new Error(`pin-codes.csv must start with "${HEADER}"`);
  return lines.slice(1).map((line, index) => {
    const fields = line.split(',');
    const [pincode, lat, lon, place, district, state, localities] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const point = [lat, lon].map((v) => (v === '' ? null : Number(v)));
    if (
      fields.length !== 7 ||
      !/^[1-9]\d{5}$/.test(pincode) ||
      !place ||
      point.some((v) => v !== null && !Number.isFinite(v)) ||
      (point[0] === null) !== (point[1] === null)
    ) {
      throw new Error(`pin-codes.csv line ${index + 2} is malformed: ${line}`);
    }
    return {
      pincode,
      lat: point[0] ?? null,
      lon: point[1] ?? null,
      place,
      district: orNull(district),
      state: orNull(state),
      localities,
    };
  });
}

/**
 * Loads the PIN codes when the table does not hold this very file (its checksum differs, or
 * nothing was loaded): in one transaction, so a reader sees the old set or the new one, and
 * under a lock, so several API processes starting together load it once.
 */
export async function loadPinCodes(
  db: Database,
  file: string = PIN_CODES_FILE,
): Promise<{ loaded: boolean; rows: number }> {
  const text = readFileSync(file, 'utf8');
  const checksum = sha256Hex(text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    const [current] = await tx.select().from(dataLoads).where(eq(dataLoads.name, 'pin_codes'));
    if (current?.checksum === checksum) return { loaded: false, rows: current.rows };

    const rows = parsePinCodes(text);
    await tx.delete(pinCodes);
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx.insert(pinCodes).values(rows.slice(i, i + CHUNK));
    }
    await tx
      .insert(dataLoads)
      .values({ name: 'pin_codes', checksum, rows: rows.length })
      .onConflictDoUpdate({
        target: dataLoads.name,
        set: { checksum, rows: rows.length, loadedAt: new Date() },
      });
    return { loaded: true, rows: rows.length };
  });
}
