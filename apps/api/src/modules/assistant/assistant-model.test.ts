import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatModelEnv,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../adapters/chat-model/fake-chat-completions.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

/**
 * The assistant through a configured chat model: real HTTP to a local fake of an OpenAI-compatible
 * chat-completions API. The model calls the site's own functions; any failure falls back to the
 * built-in understanding, and a person always gets an answer.
 */
describe('POST /assistant/message with a chat model', () => {
  let t: TestApp;
  let fake: FakeChatCompletions;
  let meera: string;

  const ask = async (text: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      headers,
      payload: { messages: [{ role: 'user', text }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    // A limit well above a loaded CI machine's tool loop (which has taken 2.2 s), well below
    // the slow reply below, so only the time-limit case ever reaches it.
    t = await createTestApp(chatModelEnv(fake, 5000));
    const c = await createCatalog(t.db);
    meera = (
      await createProvider(t.db, {
        name: 'Meera Nair',
        pincode: '560038',
        offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 140_000 }],
      })
    ).provider.id;
  });

  beforeEach(() => {
    fake.script.length = 0;
    fake.seen.length = 0;
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("answers with the model's words and the cards of the search it asked for", async () => {
    fake.script.push(
      {
        reply: 'tool-calls',
        calls: [{ name: 'find_care', arguments: { careType: 'elder', pincode: '560038' } }],
      },
      { reply: 'text', text: 'Meera Nair is a nursing attendant close to you.' },
    );
    const data = await ask('someone to look after my father near 560038');
    expect(data).toMatchObject({
      reply: 'Meera Nair is a nursing attendant close to you.',
      intent: 'find_care',
      language: 'en',
    });
    expect(data.results).toEqual([
      expect.objectContaining({ id: meera, href: `/provider/${meera}`, pricePerDay: 1400 }),
    ]);
    // The search's result went back to the model as the tool's answer.
    const [, second] = fake.bodies();
    const toolMessage = second!.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toContain('Meera Nair');
    expect(fake.bodies()[0]!.tools!.map((tool) => tool.function.name)).toEqual([
      'find_care',
      'my_bookings',
      'booking_codes',
      'refund_quote',
      'site_policy',
    ]);
  });

  it("gives the model only the asker's own bookings, and nothing without a sign-in", async () => {
    fake.script.push(
      { reply: 'tool-calls', calls: [{ name: 'my_bookings', arguments: {} }] },
      { reply: 'text', text: 'Please sign in to see bookings.' },
    );
    await ask('show my bookings');
    const anonymousTool = fake.bodies()[1]!.messages.find((m) => m.role === 'tool');
    expect(anonymousTool?.content).toContain('Please sign in first');

    fake.seen.length = 0;
    fake.script.push(
      { reply: 'tool-calls', calls: [{ name: 'my_bookings', arguments: {} }] },
      { reply: 'text', text: 'You have none yet.' },
    );
    const family = await signIn(t.app);
    await ask('show my bookings', family.auth);
    const familyTool = fake.bodies()[1]!.messages.find((m) => m.role === 'tool');
    expect(familyTool?.content).toContain('You have no bookings yet.');
  });

  it.each([
    [
      'a time limit',
      { reply: 'slow' as const, ms: 15_000, then: { reply: 'text' as const, text: 'late' } },
    ],
    ['a reply that is not JSON', { reply: 'broken-json' as const }],
    ['an error from the model', { reply: 'status' as const, status: 503 }],
    [
      'a tool it was not offered',
      { reply: 'tool-calls' as const, calls: [{ name: 'cancel_booking', arguments: {} }] },
    ],
    [
      'arguments that break the schema',
      { reply: 'tool-calls' as const, calls: [{ name: 'find_care', arguments: { pincode: 'x' } }] },
    ],
  ])('falls back to the built-in understanding on %s', async (_what, turn) => {
    fake.script.push(turn);
    const data = await ask('elder care near 560038');
    expect(data.intent).toBe('find_care');
    expect(data.results.map((r: { id: string }) => r.id)).toEqual([meera]);
    expect(data.reply).toMatch(/match/);
  });
});
