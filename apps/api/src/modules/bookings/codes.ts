import { randomInt, timingSafeEqual } from 'node:crypto';

/** Wrong codes in a row before a booking stops taking codes for a while. */
export const CODE_FAILURE_LIMIT = 5;
export const CODE_LOCK_MINUTES = 15;

/** Six random digits from a cryptographic source. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A booking's start and end codes; the two differ. */
export function bookingCodes(): { startCode: string; endCode: string } {
  const startCode = sixDigitCode();
  let endCode = sixDigitCode();
  while (endCode === startCode) endCode = sixDigitCode();
  return { startCode, endCode };
}

/** Compares in constant time, so response timing says nothing about how many digits match. */
export function codesMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
