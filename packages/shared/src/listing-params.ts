import { isUuid } from './ids.ts';

/**
 * The parameters of a caregiver or company list, read from the address as the API's
 * `listingQuerySchema` reads them, each on its own, without zod. The list pages are public
 * pages, which must not download the validation library before the family touches anything
 * (issue 13/14, decisions 024 and 025). Every reader answers like the schema's field:
 * `{ success: true, data }`, where data is undefined for an empty value, or `{ success: false }`.
 * listing-params.test.ts holds each reader to its field of the schema, on chosen and
 * generated values, so the two cannot drift apart.
 */
export type FieldRead<T> = { success: true; data: T } | { success: false };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The deepest page a list is read to. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * How a list is ordered. `relevance` puts sellers matching every searched word as typed before
 * those found through a likely misspelling, best rated first within each; `price` is the lowest
 * price per day, cheapest first; `distance` needs the family's PIN code.
 */
export const listingSorts = ['relevance', 'price', 'rating', 'distance'] as const;
export type ListingSort = (typeof listingSorts)[number];

export const MAX_SEARCH_LENGTH = 100;
/** An Indian PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

const NUL = '\u0000';
const ok = <T>(data: T): FieldRead<T> => ({ success: true, data });
const refused: FieldRead<never> = { success: false };

/** Free text: trimmed, at most 100 characters, never a NUL. */
export function readSearch(value: string): FieldRead<string | undefined> {
  if (value === '') return ok(undefined);
  if (value.includes(NUL)) return refused;
  const trimmed = value.trim();
  return trimmed.length <= MAX_SEARCH_LENGTH ? ok(trimmed) : refused;
}

/** A whole number as JavaScript reads it from text ('12', ' 12 ', '1e1'), or undefined. */
function wholeNumber(value: string): number | undefined {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** `page`: from 1, 1 when empty. */
export function readPageNumber(value: string): FieldRead<number> {
  if (value === '') return ok(1);
  const page = wholeNumber(value);
  return page !== undefined && page >= 1 && page <= MAX_PAGE_NUMBER ? ok(page) : refused;
}

/** `limit`: from 1, `fallback` when empty; a larger page is served at `max`. */
export function readPageSize(
  value: string,
  fallback = DEFAULT_PAGE_SIZE,
  max = MAX_PAGE_SIZE,
): FieldRead<number> {
  if (value === '') return ok(fallback);
  const size = wholeNumber(value);
  return size !== undefined && size >= 1 ? ok(Math.min(size, max)) : refused;
}

/** A care type's or a service's id. */
export function readId(value: string): FieldRead<string | undefined> {
  if (value === '') return ok(undefined);
  return isUuid(value) ? ok(value) : refused;
}

/** The family's PIN code, for 'near me'. */
export function readPincode(value: string): FieldRead<string | undefined> {
  if (value === '') return ok(undefined);
  if (value.includes(NUL)) return refused;
  const trimmed = value.trim();
  return PINCODE_PATTERN.test(trimmed) ? ok(trimmed) : refused;
}

export function readSort(value: string): FieldRead<ListingSort | undefined> {
  if (value === '') return ok(undefined);
  return (listingSorts as readonly string[]).includes(value) ? ok(value as ListingSort) : refused;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A calendar day as YYYY-MM-DD, with a day its month has (29 February in leap years only). */
export function readIsoDate(value: string): FieldRead<string | undefined> {
  if (value === '') return ok(undefined);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return refused;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return refused;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days ? ok(value) : refused;
}
