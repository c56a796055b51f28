import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/*
 * Readiness and liveness: /health asks the database (503 in the envelope when it does not
 * answer, remembered as good for at most HEALTH_CACHE_SECONDS), /health/live never does.
 */
describe('health and liveness', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ HEALTH_CACHE_SECONDS: '1' });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 503 on /health once the database is gone, within its cache seconds, while /health/live stays 200', async () => {
    const { app } = testApp;
    const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });
    const live = () => app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect((await health()).json()).toEqual({ success: true, data: { db: 'ok' } });
    expect((await live()).json()).toEqual({ success: true, data: { status: 'ok' } });

    await testApp.handle.close();
    const goneAt = Date.now();
    let answer = await health();
    while (answer.statusCode === 200 && Date.now() - goneAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await health();
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Our database cannot be reached right now. Please try again in a moment.',
    });

    const alive = await live();
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});
