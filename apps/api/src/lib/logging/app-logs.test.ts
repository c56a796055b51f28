import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';
import { logCapture } from '../../test/log-capture.ts';

/**
 * The leaks an outside probe found, provoked on purpose: a failing query whose parameters are a
 * person's name, mobile and address; a database error whose detail repeats the row; rejected
 * requests; the dev outbox URL with a mobile in it. Each request's own log lines must carry
 * the mobile masked at most, and none of the rest.
 */
describe('what the API logs about a request', () => {
  let t: TestApp;
  const person = { name: 'Asha Devi', address: '12 MG Road, Bengaluru', mobile: '' };
  const personSchema = z.object({ name: z.string(), address: z.string(), mobile: z.string() });

  beforeAll(async () => {
    person.mobile = uniqueMobile();
    t = await createTestApp({}, (untyped) => {
      const app = untyped.withTypeProvider<ZodTypeProvider>();
      // A programming error (no such table) reaches the error handler as a 500 with the SQL.
      app.post(
        '/api/v1/test/failing-query',
        { schema: { body: personSchema } },
        async (request) => {
          const { name, mobile, address } = request.body;
          await app.db.execute(
            sql`select * from no_such_table where name = ${name} and mobile = ${mobile} and address = ${address}`,
          );
          return { success: true };
        },
      );
      // A unique violation: pg's detail reads "Key (mobile)=(...) already exists".
      app.post('/api/v1/test/duplicate', { schema: { body: personSchema } }, async (request) => {
        const row = request.body;
        await app.db.insert(customers).values(row);
        try {
          await app.db.insert(customers).values(row);
        } catch (error) {
          request.log.error({ err: error }, 'could not save the customer');
          throw error;
        }
        return { success: true };
      });
      // Code that mentions a person in its own log call.
      app.post('/api/v1/test/mentions', { schema: { body: personSchema } }, async (request) => {
        const { mobile, name } = request.body;
        request.log.info({ mobile, customer: { name, mobile } }, `OTP sent to ${mobile}`);
        return { success: true };
      });
    });
  });
  afterAll(() => t.close());

  /** The parsed log lines of one request, found by the request id the API answered with. */
  function linesOf(res: LightMyRequestResponse): Record<string, unknown>[] {
    const reqId = res.headers['x-request-id'];
    return logCapture
      .all()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === reqId);
  }

  function expectNoPersonalData(lines: Record<string, unknown>[]): void {
    const text = JSON.stringify(lines);
    expect(text).not.toContain(person.mobile);
    expect(text).not.toContain(person.name);
    expect(text).not.toContain('MG Road');
  }

  it('logs a failed query with its SQL and SQLSTATE, never its parameters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/failing-query',
      payload: person,
    });
    expect(res.statusCode).toBe(500);
    const lines = linesOf(res);
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      message: expect.stringContaining('from no_such_table where name = $1'),
      cause: { code: '42P01' },
    });
    expectNoPersonalData(lines);
  });

  it("logs a unique violation with its constraint, never pg's detail", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/duplicate',
      payload: person,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const lines = linesOf(res);
    const logged = lines.find((line) => line.msg === 'could not save the customer');
    expect(logged?.err).toMatchObject({ cause: { code: '23505', table: 'customers' } });
    expectNoPersonalData(lines);
  });

  it('masks a mobile that code logs, in fields and in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/mentions',
      payload: person,
    });
    expect(res.statusCode).toBe(200);
    const logged = linesOf(res).find((line) => String(line.msg).startsWith('OTP sent to'));
    const masked = `******${person.mobile.slice(-4)}`;
    expect(logged).toMatchObject({
      msg: `OTP sent to ${masked}`,
      mobile: masked,
      customer: { name: '[redacted]', mobile: masked },
    });
    expectNoPersonalData(linesOf(res));
  });

  it('logs the dev outbox URL without the mobile in its query', async () => {
    const res = await t.app.inject({ url: `/api/v1/dev/outbox?mobile=${person.mobile}` });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(res);
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toEqual({ method: 'GET', url: '/api/v1/dev/outbox?mobile=*' });
    expectNoPersonalData(lines);
  });

  it('logs rejected requests without the values that were rejected', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile: `${person.mobile}9`, name: person.name },
    });
    expect(invalid.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/mentions',
      headers: { 'content-type': 'application/json' },
      payload: `{"name": "${person.name}", "mobile": ${person.mobile} "address": "x"}`,
    });
    expect(malformed.statusCode).toBe(400);
    for (const res of [invalid, malformed]) {
      const lines = linesOf(res);
      expect(lines.map((line) => line.msg)).toContain('request rejected');
      expectNoPersonalData(lines);
    }
  });

  it('logs no bearer token', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhc2hhIn0.c2lnbmF0dXJlLW9mLWFzaGE';
    const res = await t.app.inject({
      url: '/api/v1/customer/familyMember/getFamilyMembers',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.stringify(linesOf(res))).not.toContain(token);
  });
});
