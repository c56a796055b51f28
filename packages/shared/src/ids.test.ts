import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';
import { idSchema } from './schemas/common.ts';

const agrees = (value: string) => expect(isUuid(value)).toBe(idSchema.safeParse(value).success);

describe('isUuid', () => {
  it('accepts what idSchema accepts and refuses what it refuses', () => {
    for (const value of [
      '97f3d2fa-e9b7-4e6b-a288-203b240de262',
      '97F3D2FA-E9B7-4E6B-A288-203B240DE262',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '97f3d2fa-e9b7-9e6b-a288-203b240de262',
      '97f3d2fa-e9b7-4e6b-c288-203b240de262',
      '97f3d2fae9b74e6ba288203b240de262',
      ' 97f3d2fa-e9b7-4e6b-a288-203b240de262',
      'not-an-id',
      '',
    ]) {
      agrees(value);
    }
  });

  it('agrees with idSchema on generated UUIDs and on their near misses', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEFg-');
    fc.assert(
      fc.property(fc.uuid(), fc.nat(35), hex, fc.boolean(), (uuid, at, character, mutate) => {
        agrees(uuid);
        if (mutate) agrees(uuid.slice(0, at) + character + uuid.slice(at + 1));
      }),
      { numRuns: 2000 },
    );
  });
});
