import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

type Turn = { role: 'user' | 'assistant'; text: string };

/** The assistant through its HTTP call, on the built-in understanding (no model configured). */
describe('POST /assistant/message, offline', () => {
  let t: TestApp;
  let meera: string;
  let family: Awaited<ReturnType<typeof familyWithMember>>;

  const ask = (messages: Turn[] | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      headers,
      payload: {
        messages: typeof messages === 'string' ? [{ role: 'user', text: messages }] : messages,
      },
    });
  const answer = async (messages: Turn[] | string, headers: Record<string, string> = {}) => {
    const res = await ask(messages, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Meera Nair',
      pincode: '560038',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 140_000 }],
    });
    meera = made.provider.id;
    await createProvider(t.db, {
      name: 'Sunita Pawar',
      pincode: '411001',
      offerings: [{ serviceId: c.nanny.id, pricePerDayPaise: 90_000 }],
    });
    await createCompany(t.db, {
      companyName: 'Little Steps Creche',
      pincode: '411038',
      offerings: [{ serviceId: c.creche.id, pricePerDayPaise: 120_000, dailyCapacity: 5 }],
    });
    family = await familyWithMember(t.app);
    const { booking } = await payAndBook(t.app, family.family, {
      familyMemberId: family.memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(40),
      endDate: day(41),
    });
    expect(booking.statusCode, booking.body).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds elder care near a PIN code as cards that link to profiles', async () => {
    const data = await answer('elder care near 560038');
    expect(data).toMatchObject({ intent: 'find_care', language: 'en' });
    expect(data.results).toEqual([
      {
        kind: 'provider',
        id: meera,
        name: 'Meera Nair',
        href: `/provider/${meera}`,
        pricePerDay: 1400,
      },
    ]);
    expect(data.actions[0].href).toContain('pincode=560038');
  });

  it('answers Hindi in Hindi: a nanny for a child', async () => {
    const data = await answer('बच्चे के लिए आया');
    expect(data).toMatchObject({ intent: 'find_care', language: 'hi' });
    expect(data.reply).toMatch(/विकल्प मिले/);
    expect(data.results.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Sunita Pawar', 'Little Steps Creche']),
    );
    expect(data.results.map((r: { name: string }) => r.name)).not.toContain('Meera Nair');
  });

  it('keeps to a budget, and carries the search over to a follow-up', async () => {
    const cheap = await answer('child care in Pune under 1000 a day');
    expect(cheap.results.map((r: { name: string }) => r.name)).toEqual(['Sunita Pawar']);
    const followUp = await answer([
      { role: 'user', text: 'a creche for my son' },
      { role: 'assistant', text: 'Here are 2 matches.' },
      { role: 'user', text: 'in Kothrud' },
    ]);
    expect(followUp.results.map((r: { name: string }) => r.name)).toEqual(['Little Steps Creche']);
  });

  it('starts a booking with a named caregiver', async () => {
    const data = await answer('book Meera Nair');
    expect(data.intent).toBe('book_with');
    expect(data.actions).toEqual([{ label: 'Start booking', href: `/booking/${meera}` }]);
  });

  it("lists a family's own bookings only when signed in, in English and Hindi", async () => {
    const anonymous = await answer('my bookings');
    expect(anonymous.reply).toMatch(/sign in/i);
    expect(anonymous.actions[0].href).toBe('/login');

    const mine = await answer('my bookings', family.family.auth);
    expect(mine.reply).toContain('Nursing Attendant with Meera Nair');
    expect(mine.reply).toContain('waiting for the caregiver to accept');

    const hindi = await answer('मेरी बुकिंग', family.family.auth);
    expect(hindi.language).toBe('hi');
    expect(hindi.reply).toContain('आपकी बुकिंग');
    expect(hindi.reply).toContain('Meera Nair');

    const stranger = await signIn(t.app);
    expect((await answer('my bookings', stranger.auth)).reply).toBe('You have no bookings yet.');
  });

  it("gives the family's codes and what cancelling would refund, from the real booking", async () => {
    const codes = await answer('what is my start code', family.family.auth);
    expect(codes.reply).toMatch(/start code \d{6}/);
    const refund = await answer('how much do I get back if I cancel', family.family.auth);
    // Not accepted yet: everything back.
    expect(refund.reply).toContain('you get ₹2,800 of ₹2,800 back (100%)');
  });

  it.each([
    ['is my payment safe', 'payment_safety', /Razorpay/],
    ['what are the start and end codes', 'codes_explained', /6-digit codes/],
    [
      'what is the refund policy',
      'refund_policy',
      /More than 30 days before care starts: 100% back/,
    ],
    ['how do I register as a caregiver', 'register_caregiver', /register with your mobile/],
  ])('answers %s from the site policies', async (question, intent, text) => {
    const data = await answer(question);
    expect(data.intent).toBe(intent);
    expect(data.reply).toMatch(text);
    expect(data.actions.length).toBeGreaterThan(0);
  });

  it('offers choices when it does not understand, and never echoes markup', async () => {
    const data = await answer('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(data.intent).toBe('unknown');
    expect(JSON.stringify(data)).not.toMatch(/<script|onerror/);
    expect(data.actions.map((a: { href: string }) => a.href)).toContain('/service');
  });

  it('answers in the chosen language when the words do not say', async () => {
    const data = await answer('hello', { 'accept-language': 'hi' });
    expect(data.language).toBe('hi');
    expect(data.reply).toMatch(/नमस्ते/);
  });

  it.each([
    [[{ role: 'user', text: '' }], 'Type or say something'],
    [[{ role: 'user', text: 'a'.repeat(2000) }], 'Keep each message under 1,000 characters'],
    [
      Array.from({ length: 100 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', text: 'hi' })),
      'This conversation is too long',
    ],
    [[{ role: 'assistant', text: 'hello' }], "The last message must be the person's"],
    [[], 'Send at least one message'],
  ])('refuses bad input with a clear 400 (%#)', async (messages, message) => {
    const res = await ask(messages as Turn[]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
