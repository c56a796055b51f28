import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';
import { childLoggerWithRequestId } from './request-id.ts';

/** An app logging as the API does, into memory. */
async function loggingApp() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions({
      level: 'info',
      pretty: false,
      destination: {
        write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    }),
    genReqId: () => 'request-7',
    childLoggerFactory: childLoggerWithRequestId,
  });
  app.get('/work', async (request) => {
    request.log.info('in the handler');
    request.log.child({ step: 'payment' }).info('in a step');
    request.log.info({ customer: { mobile: '9876543210' } }, 'with a mobile');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's log lines", () => {
  it('carry its request id, through the handler, a child logger and the access lines', async () => {
    const { app, lines } = await loggingApp();
    await app.inject('/work');
    const ofRequest = lines.filter((line) => line.reqId === 'request-7').map((line) => line.msg);
    expect(ofRequest).toEqual([
      'incoming request',
      'in the handler',
      'in a step',
      'with a mobile',
      'request completed',
    ]);
    expect(lines.find((line) => line.msg === 'in a step')).toMatchObject({ step: 'payment' });
    await app.close();
  });

  it('are the only ones that carry one', async () => {
    const { app, lines } = await loggingApp();
    app.log.info('starting');
    expect(lines.find((line) => line.msg === 'starting')).not.toHaveProperty('reqId');
    await app.close();
  });

  it('are redacted as before, the id beside what was masked', async () => {
    const { app, lines } = await loggingApp();
    await app.inject('/work');
    expect(lines.find((line) => line.msg === 'with a mobile')).toEqual(
      expect.objectContaining({ reqId: 'request-7', customer: { mobile: '******3210' } }),
    );
    await app.close();
  });
});
