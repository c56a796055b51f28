import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistantLanguages } from '../schemas/assistant.ts';
import { MAX_UTTERANCE_CHARS } from './normalise.ts';
import { assistantIntents, assistantServices, type Understanding } from './types.ts';
import { understand } from './understand.ts';

/** What holds for every answer, whatever was typed. */
function expectWellFormed(understood: Understanding) {
  expect(assistantIntents).toContain(understood.intent);
  expect(assistantLanguages).toContain(understood.language);
  expect(understood.confidence).toBeGreaterThanOrEqual(0);
  expect(understood.confidence).toBeLessThanOrEqual(1);
  if (understood.intent === 'unknown') expect(understood.confidence).toBe(0);
  const { slots } = understood;
  if (slots.pincode !== undefined) expect(slots.pincode).toMatch(/^[1-9]\d{5}$/);
  if (slots.maxPricePerDay !== undefined) {
    expect(Number.isInteger(slots.maxPricePerDay)).toBe(true);
    expect(slots.maxPricePerDay).toBeGreaterThanOrEqual(100);
  }
  if (slots.age !== undefined) {
    expect(Number.isInteger(slots.age)).toBe(true);
    expect(slots.age).toBeGreaterThanOrEqual(0);
    expect(slots.age).toBeLessThanOrEqual(120);
  }
  if (slots.service !== undefined) {
    // The kind of care and the service never disagree: the search filters by both.
    expect(slots.careType).toBe(assistantServices[slots.service]);
  }
  for (const text of [slots.name, slots.place]) {
    if (text !== undefined) expect(text).toMatch(/^[\p{L}\p{M}\d ]+$/u);
  }
}

/** Words the lexicons know, numbers and markup, so random sentences reach every rule. */
const knownWords = [
  'nurse',
  'aaya',
  'maa',
  'papa',
  'beta',
  'ke',
  'liye',
  'chahiye',
  'book',
  'ko',
  'Suresh',
  'in',
  'Pune',
  'mein',
  'under',
  'se',
  'kam',
  'tak',
  '₹1,500',
  '411001',
  '78',
  'saal',
  'months',
  'my',
  'booking',
  'start',
  'code',
  'kya',
  'hai',
  'cancel',
  'refund',
  'kitna',
  'policy',
  'payment',
  'safe',
  'register',
  'caregiver',
  'naukri',
  'hello',
  'help',
  'thanks',
  'near',
  'me',
  'नर्स',
  'माँ',
  'के',
  'लिए',
  'चाहिए',
  'बुकिंग',
  'मेरी',
  'को',
  'बुक',
  'करें',
  '१५००',
  'से',
  'कम',
  'साल',
  'dedh',
  'hazar',
  'k',
  '<script>',
  '</b>',
  '🙏',
  '&amp;',
];
const sentence = fc
  .array(fc.constantFrom(...knownWords), { maxLength: 40 })
  .map((words) => words.join(' '));

// Hundreds of texts up to 2,000 characters each: about 2 s alone, past Vitest's 5 s default
// when CI runs the other test processes on the same two cores. Only a hang should fail it.
describe('understand on any input', { timeout: 30_000 }, () => {
  it('never throws and always answers with a known intent, for any text up to 2,000 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_UTTERANCE_CHARS, unit: 'binary' }), (text) => {
        expectWellFormed(understand(text));
      }),
      { numRuns: 200 },
    );
  });

  it('holds its rules for random sentences of the words it knows', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        const understood = understand(text);
        expectWellFormed(understood);
        // The same words, the same answer: nothing depends on time, order of calls or chance.
        expect(understand(text)).toEqual(understood);
      }),
      { numRuns: 500 },
    );
  });

  it('reads only the first 2,000 characters of a longer text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (tail) => {
        const head = 'nurse for my mother in Pune '.padEnd(MAX_UTTERANCE_CHARS, ' ');
        expect(understand(head + tail)).toEqual(understand(head));
      }),
      { numRuns: 50 },
    );
  });
});

describe('understand on bad input', () => {
  it.each([
    ['', 'unknown'],
    ['   \n\t ', 'unknown'],
    ['🙏🙏🙏', 'unknown'],
    ['<script>alert(1)</script>', 'unknown'],
    ['x'.repeat(MAX_UTTERANCE_CHARS), 'unknown'],
    ['😀'.repeat(MAX_UTTERANCE_CHARS), 'unknown'],
    ['\u0000\uFFFF\uD800', 'unknown'],
    ['nurse '.repeat(400), 'find_care'],
  ] as const)('%j is %s', (text, intent) => {
    const understood = understand(text);
    expectWellFormed(understood);
    expect(understood.intent).toBe(intent);
  });

  it('reads HTML as the words in it, never as markup', () => {
    expect(understand('<b>nurse</b> in <i>Pune</i>')).toEqual({
      intent: 'find_care',
      language: 'en',
      slots: { careType: 'elder', service: 'Nursing Attendant', place: 'Pune' },
      confidence: expect.any(Number),
    });
  });

  it('answers a non-string from JavaScript callers as an empty message', () => {
    for (const value of [undefined, null, 42, {}, ['nurse']]) {
      expect(understand(value as unknown as string).intent).toBe('unknown');
    }
  });
});
