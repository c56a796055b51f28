/**
 * A small seeded pseudo-random generator (mulberry32). The demo must look the same on every
 * machine and every run, so nothing in the seed may use Math.random().
 */
export interface DeterministicRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits; leading zeros allowed, like a real OTP. */
  digits(length: number): string;
}

export function createDeterministicRandom(seed: number): DeterministicRandom {
  let state = seed >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };

  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    integer,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[integer(0, items.length - 1)] as T;
    },
    digits(length: number): string {
      let out = '';
      for (let i = 0; i < length; i += 1) out += String(integer(0, 9));
      return out;
    },
  };
}
