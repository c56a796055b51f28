import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/app.ts';

describe('app foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post(
        '/api/v1/test/echo',
        { schema: { body: z.object({ name: z.string().min(2) }).strict() } },
        async (request) => ({ success: true, data: request.body }),
      );
      app.get('/api/v1/test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
    });
  });
  afterAll(() => t.close());

  it('reports health with a real database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { db: 'ok' } });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such endpoint: GET /api/v1/nothing-here',
    });
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The request body is not valid JSON',
    });
  });

  it('answers schema violations with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'A' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^name: /);
    expect(body.errors[0].path).toBe('name');
  });

  it('rejects unknown fields instead of storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'Asha', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
  });

  it('hides internals of unexpected errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Only in production (see plugins/security.test.ts), never on plain-HTTP development.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Pages get the full set, with a CSP that allows Razorpay Checkout and nothing else.
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves OpenAPI docs generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths).toHaveProperty(['/api/v1/admin/service/getAllServiceCategories']);
    expect(doc.paths).toHaveProperty(['/api/v1/health']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
