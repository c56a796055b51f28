import { startOfIndiaDay, todayInIndia } from '@care/shared';

/**
 * The care journal's clock. It is the real time, except in development with the SMS outbox,
 * where an end-to-end test may move it to a later India day (PUT /api/v1/dev/clock) to walk a
 * booking of several days with the family's daily codes. Production never moves it: the dev
 * route does not exist there.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function today(): string {
  return todayInIndia(now());
}

/**
 * Moves the clock so that today is `date` (at the same time of day), or back to the real time
 * for null. Only the dev route calls it.
 */
export function travelTo(date: string | null): void {
  if (date === null) {
    offsetMs = 0;
    return;
  }
  const real = new Date();
  const sinceMidnight = real.getTime() - startOfIndiaDay(todayInIndia(real)).getTime();
  offsetMs = startOfIndiaDay(date).getTime() + sinceMidnight - real.getTime();
}

/**
 * Moves the clock to an exact instant (or back to the real time for null), for tests that need
 * a time of day too, such as the hour after which a missed check-in is alerted.
 */
export function travelToInstant(at: Date | null): void {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}
