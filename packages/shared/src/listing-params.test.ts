import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readId,
  readIsoDate,
  readPageNumber,
  readPageSize,
  readPincode,
  readSearch,
  readSort,
  type FieldRead,
} from './listing-params.ts';
import { listingQuerySchema, MAX_PAGE_SIZE } from './schemas/listings.ts';

/*
 * Each zod-free reader answers exactly as its field of the API's listingQuerySchema does: the
 * same success, and the same value. Chosen values cover each rule's edges; generated ones, text
 * near each rule's shape, look for what the chosen ones missed.
 */
const fields = listingQuerySchema.shape;
const LIST_PAGE_SIZE = 100;

const readers: [
  string,
  (value: string) => FieldRead<unknown>,
  { safeParse(v: unknown): unknown },
][] = [
  ['search', readSearch, fields.search],
  ['page', readPageNumber, fields.page],
  ['limit', (value) => readPageSize(value), fields.limit],
  ['serviceCategoryId', readId, fields.serviceCategoryId],
  ['serviceId', readId, fields.serviceId],
  ['pincode', readPincode, fields.pincode],
  ['sort', readSort, fields.sort],
  ['freeFrom', readIsoDate, fields.freeFrom],
  ['freeTo', readIsoDate, fields.freeTo],
];

function schemaRead(schema: { safeParse(v: unknown): unknown }, value: string): FieldRead<unknown> {
  const result = schema.safeParse(value) as { success: boolean; data?: unknown };
  return result.success ? { success: true, data: result.data } : { success: false };
}

function agrees(value: string) {
  for (const [name, read, schema] of readers) {
    expect(read(value), `${name} of ${JSON.stringify(value)}`).toEqual(schemaRead(schema, value));
  }
}

const CHOSEN = [
  '',
  ' ',
  '\u0000',
  'nurse\u0000',
  '  Meera  ',
  'x'.repeat(100),
  ` ${'x'.repeat(100)} `,
  'x'.repeat(101),
  '0',
  '1',
  '-1',
  '-0',
  '1.5',
  '2.0',
  ' 7 ',
  '1e2',
  '1e300',
  '0x10',
  '0b11',
  'Infinity',
  'NaN',
  '100000',
  '100001',
  '9007199254740991',
  '9007199254740993',
  '560038',
  ' 560038 ',
  '056003',
  '5600381',
  '56003a',
  '५६००३८',
  'relevance',
  'price',
  'rating',
  'distance',
  'Price',
  'nearest',
  '2026-11-28',
  '2024-02-29',
  '2025-02-29',
  '2000-02-29',
  '1900-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '0000-01-01',
  '2026-1-05',
  '2026-11-28T00:00:00Z',
  '97f3d2fa-e9b7-4e6b-a288-203b240de262',
  '97F3D2FA-E9B7-4E6B-A288-203B240DE262',
  '97f3d2fa-e9b7-9e6b-a288-203b240de262',
  'not-an-id',
];

describe('the list address readers', () => {
  it('read each chosen value as listingQuerySchema does', () => {
    for (const value of CHOSEN) agrees(value);
  });

  it('read generated values as listingQuerySchema does', () => {
    const digits = fc.stringMatching(/^[ 0-9.e+-]{0,8}$/);
    const dates = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      );
    const words = fc.string({ maxLength: 120, unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.oneof(digits, dates, words, fc.uuid(), fc.constantFrom(...CHOSEN)),
        (value) => {
          agrees(value);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('serve the web list’s own page size when the address has none, capped like the API', () => {
    expect(readPageSize(String(LIST_PAGE_SIZE))).toEqual(
      schemaRead(fields.limit, String(LIST_PAGE_SIZE)),
    );
    expect(readPageSize('500')).toEqual({ success: true, data: MAX_PAGE_SIZE });
  });
});
