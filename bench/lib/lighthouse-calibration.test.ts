import { describe, expect, it } from 'vitest';
import { calibrationSentence, hostBracket } from './lighthouse-calibration.ts';

describe("Lighthouse's host brackets (docs/throttling.md)", () => {
  it('puts each benchmark index in the bracket of the docs and suggests their multiplier', () => {
    expect(hostBracket(2810)).toEqual({
      bracket: 'a high-end desktop',
      toMidTierMobile: { suggested: 4, from: 2, to: 10 },
    });
    expect(hostBracket(1500).toMidTierMobile?.suggested).toBe(4);
    expect(hostBracket(1499)).toEqual({
      bracket: 'a low-end desktop',
      toMidTierMobile: { suggested: 2, from: 1, to: 5 },
    });
    expect(hostBracket(1000).bracket).toBe('a low-end desktop');
    expect(hostBracket(999)).toEqual({
      bracket: 'a high-end phone',
      toMidTierMobile: { suggested: 2, from: 1, to: 5 },
    });
    expect(hostBracket(800).bracket).toBe('a high-end phone');
    expect(hostBracket(799).bracket).toBe('a mid-tier phone');
    expect(hostBracket(125).toMidTierMobile).toEqual({ suggested: 1, from: 1, to: 1 });
    expect(hostBracket(124)).toEqual({ bracket: 'a low-end phone', toMidTierMobile: null });
  });

  it('says in one sentence whether the preset’s 4x fits the host', () => {
    expect(calibrationSentence(2161)).toBe(
      "By Lighthouse's table of benchmark indexes (docs/throttling.md), 2161 is a high-end desktop, for which its docs suggest slowing the CPU 4x (2x to 10x) to simulate a mid-tier phone; the preset's 4x is what they suggest.",
    );
    expect(calibrationSentence(1247.4)).toBe(
      "By Lighthouse's table of benchmark indexes (docs/throttling.md), 1247 is a low-end desktop, for which its docs suggest slowing the CPU 2x (1x to 5x) to simulate a mid-tier phone; these figures use the preset's 4x, so they simulate a phone about 2 times slower than that.",
    );
    expect(calibrationSentence(500)).toContain(
      "500 is a mid-tier phone, for which its docs suggest no slowdown (1x) to simulate a mid-tier phone; these figures use the preset's 4x, so they simulate a phone about 4 times slower than that.",
    );
    expect(calibrationSentence(100)).toContain(
      '100 is a low-end phone: slower than the mid-tier phone',
    );
  });

  it('says what a slowdown set for the run simulates from the host', () => {
    // A fast host slowed 12x: about the phone that a 1,247 host's 4x simulated.
    expect(calibrationSentence(3716, 12)).toBe(
      "By Lighthouse's table of benchmark indexes (docs/throttling.md), 3716 is a high-end desktop, for which its docs suggest slowing the CPU 4x (2x to 10x) to simulate a mid-tier phone; these figures use 12x (the preset's is 4x), so they simulate a phone about 3 times slower than that.",
    );
    expect(calibrationSentence(1247, 2)).toContain("2x (the preset's is 4x) is what they suggest");
    expect(calibrationSentence(3000, 2)).toContain(
      "these figures use 2x (the preset's is 4x), so they simulate a phone about 2 times faster than that",
    );
    expect(calibrationSentence(100, 12)).toContain("even before 12x (the preset's is 4x)");
    expect(() => calibrationSentence(3000, 0)).toThrow('not a CPU slowdown');
    expect(() => calibrationSentence(3000, Number.NaN)).toThrow('not a CPU slowdown');
  });

  it('refuses what is not a benchmark index', () => {
    expect(() => hostBracket(Number.NaN)).toThrow('not a Lighthouse benchmark index');
    expect(() => hostBracket(0)).toThrow('not a Lighthouse benchmark index');
  });
});
