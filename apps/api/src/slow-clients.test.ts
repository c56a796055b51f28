import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

/*
 * Slow clients are cut off (decision 021): one that sends its headers a line at a time and never
 * finishes (slowloris), or its body a byte at a time, gets a 408 or a closed socket within the
 * timeouts, while every other client is served meanwhile. Short timeouts here; the defaults are
 * 10 s for the headers and 120 s for the whole request.
 */

interface SlowClient {
  socket: Socket;
  /** What the server sent back before it closed the socket. */
  closed: Promise<string>;
  /** Writes `chunk` every `everyMs` until the socket closes. */
  drip(chunk: string, everyMs: number): void;
}

function slowClient(port: number, opening: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(opening);
      let answer = '';
      socket.on('data', (data) => (answer += data.toString()));
      let timer: NodeJS.Timeout | undefined;
      const closed = new Promise<string>((done) =>
        socket.once('close', () => {
          clearInterval(timer);
          done(answer);
        }),
      );
      resolve({
        socket,
        closed,
        drip: (chunk, everyMs) => {
          timer = setInterval(() => {
            if (!socket.destroyed) socket.write(chunk);
          }, everyMs);
        },
      });
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  const healthy = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    return res.status;
  };

  it('cuts off a client that never finishes its headers, and serves others meanwhile', async () => {
    const slow = await slowClient(port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    // A header line every 200 ms: never idle long, never done.
    slow.drip('X-Slow: 1\r\n', 200);
    // Served while the slow client holds its socket open.
    expect(await healthy()).toBe(200);
    expect(slow.socket.destroyed).toBe(false);
    const answer = await slow.closed;
    // Node answers 408 when it can, or just closes the socket; either frees it.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await healthy()).toBe(200);
  }, 20_000);

  it('cuts off a client that sends its body a byte at a time', async () => {
    const slow = await slowClient(
      port,
      'POST /api/v1/customer/auth/sendLoginOTP HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{',
    );
    slow.drip(' ', 200);
    expect(await healthy()).toBe(200);
    const answer = await slow.closed;
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await healthy()).toBe(200);
  }, 20_000);

  it('takes the timeouts from the settings', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(1000);
    expect(server.requestTimeout).toBe(2000);
    expect(server.keepAliveTimeout).toBe(t.config.http.keepAliveTimeoutMs);
  });
});
