import { describe, expect, it } from 'vitest';
import { blockingAfterPaint } from './blocking.ts';

describe('blockingAfterPaint', () => {
  it("sums each long task's time beyond 50 ms, from the first contentful paint on", () => {
    expect(
      blockingAfterPaint({
        firstContentfulPaint: 1000,
        longTasks: [
          [100, 400], // over before the paint: the page was not on screen yet
          [950, 120], // running when the page painted: counted, as Lighthouse counts it
          [1500, 50], // exactly 50 ms blocks nothing
          [2000, 81],
        ],
      }),
    ).toBe(70 + 31);
  });

  it('is 0 when no task after the paint is long', () => {
    expect(blockingAfterPaint({ firstContentfulPaint: 500, longTasks: [[10, 300]] })).toBe(0);
  });

  it('refuses a page that never painted its content, instead of calling it fast', () => {
    expect(() => blockingAfterPaint({ longTasks: [] })).toThrow(/no first contentful paint/);
  });
});
