/** A missing row here means an insert before it did not do what it must; stop the seed. */
export function requireValue<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: no row found for ${what}`);
  return value;
}

/** The present entries of a partial record, with the key type kept (Object.entries loses it). */
export function definedEntries<K extends string, V>(record: Partial<Record<K, V>>): [K, V][] {
  return (Object.entries(record) as [K, V | undefined][]).filter(
    (entry): entry is [K, V] => entry[1] !== undefined,
  );
}

/** A moment on an India calendar date, e.g. indiaTime('2026-03-04', '09:00'). */
export function indiaTime(isoDate: string, hoursMinutes: string): Date {
  return new Date(`${isoDate}T${hoursMinutes}:00+05:30`);
}

const MS_PER_DAY = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD strings, done in UTC so no time zone can shift a day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
}

/** Days of care, both ends included (DESIGN rule 6). */
export function inclusiveDays(startDate: string, endDate: string): number {
  return (
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / MS_PER_DAY + 1
  );
}
