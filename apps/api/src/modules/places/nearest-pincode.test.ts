import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** 'Near me' by the browser's location: the point becomes the nearest PIN code. */
describe('nearestPincode', () => {
  let t: TestApp;
  const nearest = (query: string) =>
    t.app.inject({ url: `/api/v1/places/nearestPincode?${query}` });

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    // Points near real post offices, and the PIN code a family there would give.
    ['Bandra West, Mumbai', 19.0567, 72.8337, '400050'],
    ['Kothrud, Pune', 18.5092, 73.8147, '411038'],
    ['Connaught Place, New Delhi', 28.62, 77.213, '110001'],
    ['Parrys, Chennai', 13.0966, 80.2844, '600001'],
  ])('finds the PIN code of %s', async (_place, lat, lon, pincode) => {
    const res = await nearest(`lat=${lat}&lon=${lon}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.pincode).toBe(pincode);
    expect(data.km).toBeLessThan(1);
    expect(typeof data.place).toBe('string');
  });

  it('answers a point between post offices with the nearest one, and how far it is', async () => {
    // A few kilometres off the Indiranagar post office, away from any other.
    const res = await nearest('lat=12.9&lon=77.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pincode).toMatch(/^56\d{4}$/);
    expect(res.json().data.km).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['lat=51.5&lon=-0.12', 'That location is outside India. Enter your PIN code instead.'],
    ['lat=north&lon=77.5', 'lat must be a number'],
    ['lon=77.5', 'lat'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await nearest(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
