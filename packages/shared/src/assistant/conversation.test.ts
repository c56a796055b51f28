import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { understandConversation } from './conversation.ts';
import { assistantIntents } from './types.ts';

const said = (...texts: string[]) => texts.map((text) => ({ role: 'user' as const, text }));

describe('a conversation understood', () => {
  it('gathers a search told a message at a time, in the language it is told in', () => {
    expect(understandConversation(said('nurse chahiye', 'Pune mein', '1500 tak'))).toMatchObject({
      intent: 'find_care',
      language: 'hi',
      slots: {
        careType: 'elder',
        service: 'Nursing Attendant',
        place: 'Pune',
        maxPricePerDay: 1500,
      },
    });
    expect(
      understandConversation(said('I need a nanny', 'in Kothrud', 'for my son, he is 4')),
    ).toMatchObject({
      intent: 'find_care',
      language: 'en',
      slots: {
        careType: 'child',
        service: 'Nanny / Babysitter',
        place: 'Kothrud',
        recipient: 'son',
        age: 4,
      },
    });
  });

  it('answers a bare place in the language the person was using', () => {
    expect(understandConversation(said('maa ke liye nurse chahiye', 'Pune')).language).toBe('hi');
    expect(understandConversation(said('nurse for my mother', 'Pune')).language).toBe('en');
    expect(understandConversation(said('Pune')).language).toBe('en');
  });

  it('starts the person and service afresh for another kind of care, keeping the place', () => {
    expect(
      understandConversation(said('nurse for my mother in Pune', 'actually a nanny for my son'))
        .slots,
    ).toEqual({
      careType: 'child',
      service: 'Nanny / Babysitter',
      recipient: 'son',
      place: 'Pune',
    });
  });

  it('replaces a place with a new one, with its PIN code', () => {
    expect(understandConversation(said('nurse near 411001', 'no, in Kothrud')).slots).toEqual({
      careType: 'elder',
      service: 'Nursing Attendant',
      place: 'Kothrud',
    });
  });

  it('keeps a booking going when only the person is added', () => {
    expect(understandConversation(said('book Suresh Patil', 'for my father'))).toMatchObject({
      intent: 'book_with',
      slots: { name: 'Suresh Patil', recipient: 'father', careType: 'elder' },
    });
    expect(
      understandConversation(said('book Suresh Patil', 'actually show me nurses in Pune')).slots,
    ).toEqual({ careType: 'elder', service: 'Nursing Attendant', place: 'Pune' });
  });

  it('carries a search across thanks and greetings, not across another question', () => {
    expect(understandConversation(said('nurse for my mother', 'thanks', 'in Pune')).slots).toEqual({
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'mother',
      place: 'Pune',
    });
    expect(
      understandConversation(said('nurse for my mother', 'my bookings', 'in Pune')).slots,
    ).toEqual({ place: 'Pune' });
  });

  it("reads only the person's messages, and the newest decides the intent", () => {
    const conversation = [
      { role: 'user' as const, text: 'aaya chahiye' },
      { role: 'assistant' as const, text: 'Kahan? Pune, Delhi, Mumbai…' },
      { role: 'user' as const, text: 'start code kya hai' },
    ];
    expect(understandConversation(conversation)).toMatchObject({
      intent: 'booking_codes',
      language: 'hi',
      slots: { code: 'start' },
    });
  });

  it('answers an empty or very long conversation without throwing', () => {
    expect(understandConversation([]).intent).toBe('unknown');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            role: fc.constantFrom('user' as const, 'assistant' as const),
            text: fc.oneof(
              fc.string({ maxLength: 300 }),
              fc.constantFrom('nurse chahiye', 'Pune mein', 'book Suresh', 'for my son', 'hi'),
            ),
          }),
          { maxLength: 100 },
        ),
        (conversation) => {
          expect(assistantIntents).toContain(understandConversation(conversation).intent);
        },
      ),
      { numRuns: 100 },
    );
  });
});
