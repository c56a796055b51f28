import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/*
 * Draining, on the real HTTP server (not inject): once close() begins, a request already
 * running finishes, one that arrives on an open connection is refused with 503 in the envelope
 * and `Connection: close`, and a new connection is refused by the operating system.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Reads one HTTP/1.1 answer off a raw socket, until the server closes it. */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      const json = body.startsWith('{') ? body : body.slice(body.indexOf('\r\n') + 2);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: JSON.parse(json.split('\r\n')[0]!) as unknown,
      });
    });
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('shutting down while requests are under way', () => {
  let testApp: TestApp;
  let port: number;
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const slowEntered = new Promise<void>((resolve) => (entered = resolve));

  beforeAll(async () => {
    testApp = await createTestApp({}, (app) => {
      // A request that is still running when the shutdown begins.
      app.get('/api/v1/test/slow', async () => {
        entered();
        await new Promise<void>((resolve) => (release = resolve));
        return { success: true, data: 'finished' };
      });
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.handle.close();
  });

  it('finishes the running request, refuses a late one with 503 and Connection: close, and accepts no new connection', async () => {
    const running = await open(port);
    const runningAnswer = readAnswer(running);
    running.write('GET /api/v1/test/slow HTTP/1.1\r\nHost: care.test\r\n\r\n');
    await slowEntered;

    // A request begun (its headers on the way) but not yet complete when the shutdown starts.
    const late = await open(port);
    const lateAnswer = readAnswer(late);
    late.write('GET /api/v1/health/live HTTP/1.1\r\nHost: care.test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = testApp.app.close();
    late.write('\r\n');
    const refused = await lateAnswer;
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'This server is restarting. Please try again in a moment.',
    });

    await expect(open(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    const finished = await runningAnswer;
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({ success: true, data: 'finished' });
    // Its connection is closed after the answer, so no kept-alive socket holds the process.
    expect(finished.headers.connection).toBe('close');
    await closing;
  });
});
