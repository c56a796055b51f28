import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aboutKm, greatCircleKm } from './distance.ts';

const delhi = { lat: 28.6139, lon: 77.209 };
const mumbai = { lat: 18.9388, lon: 72.8354 };
const bengaluru = { lat: 12.9716, lon: 77.5946 };
const chennai = { lat: 13.0827, lon: 80.2707 };

describe('greatCircleKm', () => {
  it('measures known distances between Indian cities', () => {
    // Within 1% of the published great-circle distances between these city centres.
    expect(Math.abs(greatCircleKm(delhi, mumbai) - 1160) / 1160).toBeLessThan(0.01);
    expect(Math.abs(greatCircleKm(bengaluru, chennai) - 290) / 290).toBeLessThan(0.01);
    expect(greatCircleKm(bengaluru, bengaluru)).toBe(0);
  });

  it('is symmetric, never negative and at most half the way round the Earth', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20_016);
        expect(Math.abs(d - greatCircleKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('aboutKm', () => {
  it('rounds to whole kilometres with Indian grouping', () => {
    expect(aboutKm(0.4)).toBe('less than 1 km');
    expect(aboutKm(3.6)).toBe('about 4 km');
    expect(aboutKm(1153.2)).toBe('about 1,153 km');
  });
});
