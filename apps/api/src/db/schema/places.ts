import { sql, type SQL } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * India's PIN codes with a point and the places they cover (reference/pin-codes, the Department of
 * Posts' directory under the Government Open Data License – India): what 'near me' measures
 * from, and what a search for 'Kothrud' or 'Bengaluru' finds. Loaded when the app migrates.
 */
export const pinCodes = pgTable(
  'pin_codes',
  {
    pincode: text('pincode').primaryKey(),
    /** Null for the few PINs the directory gives no point for. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    place: text('place').notNull(),
    district: text('district'),
    state: text('state'),
    /** The PIN's other post-office names, `;`-separated. */
    localities: text('localities').notNull().default(''),
    /** Everything a place search matches, lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${pinCodes.place} || ' ' || coalesce(${pinCodes.district}, '') || ' ' || coalesce(${pinCodes.state}, '') || ' ' || ${pinCodes.localities})`,
    ),
  },
  (t) => [
    index('pin_codes_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('pin_codes_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

/** Reference data loaded from the repository's files, with the checksum of what was loaded. */
export const dataLoads = pgTable('data_loads', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  rows: integer('rows').notNull(),
  loadedAt: timestampTz('loaded_at').defaultNow().notNull(),
});
