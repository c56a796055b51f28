import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const PARTNER = 'https://partner.example.in';
const STRANGER = 'https://evil.example.com';
const url = '/api/v1/health';

/** What a browser sends before a cross-origin PATCH with a bearer token. */
const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/notifications/markRead',
    headers: {
      origin,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${PARTNER}, https://app.example.in` });
  });
  afterAll(() => t.close());

  it('lets a listed origin read the answer', async () => {
    const res = await t.app.inject({ url, headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(res.headers['access-control-expose-headers']).toBe('retry-after, x-request-id');
  });

  it('gives any other origin no CORS header, so its browser keeps the answer from it', async () => {
    const res = await t.app.inject({ url, headers: { origin: STRANGER } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a listed origin’s preflight with the methods and headers it may use', async () => {
    const res = await preflight(t, PARTNER);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('refuses another origin’s preflight: no allow-origin, so the browser never sends it', async () => {
    const res = await preflight(t, STRANGER);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header to anyone: same origin only', async () => {
    const res = await t.app.inject({ url, headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await preflight(t, PARTNER);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('refuses an origin setting that is not an origin', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/x', CORS_ORIGINS: 'partner.example.in/path' }),
    ).toThrow(/CORS_ORIGINS/);
  });
});
