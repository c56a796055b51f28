import { describe, expect, it } from 'vitest';
import type { AssistantLanguage } from '../schemas/assistant.ts';
import type { AssistantIntent, AssistantSlots } from './types.ts';
import { understand } from './understand.ts';

/**
 * Typing slips, loose Hinglish spellings, shouting, emoji, Devanagari digits and sentences that
 * mix Latin and Devanagari: each must still give the intent and slots a careful typist would.
 */
type Case = [
  text: string,
  language: AssistantLanguage,
  intent: AssistantIntent,
  slots?: AssistantSlots,
];

const cases: Case[] = [
  [
    'nursng for my mothr',
    'en',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'babysiter for my dauhgter',
    'en',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'daughter' },
  ],
  [
    'physioterapy for granpa',
    'en',
    'find_care',
    { careType: 'elder', service: 'Physiotherapy at Home', recipient: 'grandfather' },
  ],
  ['eldar care neer 411001', 'en', 'find_care', { careType: 'elder', pincode: '411001' }],
  [
    'dimentia care for nani',
    'en',
    'find_care',
    { careType: 'elder', service: 'Dementia Care', recipient: 'grandmother' },
  ],
  [
    'attendent for papa in kothrud',
    'en',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', place: 'Kothrud' },
  ],
  [
    'nanny in Bangalor',
    'en',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', place: 'Bengaluru' },
  ],
  ['ELDER CARE IN PUNE', 'en', 'find_care', { careType: 'elder', place: 'Pune' }],
  [
    'nurse 1.5k/day',
    'en',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', maxPricePerDay: 1500 },
  ],
  [
    'creche in Baner',
    'en',
    'find_care',
    { careType: 'child', service: 'Full-day Creche', place: 'Baner' },
  ],
  [
    'chahie nurse maa ke liye',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'mujhe aaya chaiye beti ke liy',
    'hi',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'daughter' },
  ],
  [
    'bachhe ke liye aaya',
    'hi',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child' },
  ],
  [
    'Nurse chahiye urgent!!! 🙏',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant' },
  ],
  [
    'Pune mein nurse chahiye ₹1500/- per day tak',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Pune', maxPricePerDay: 1500 },
  ],
  [
    'maa के लिए nurse चाहिए',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'Pune में nurse chahiye',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Pune' },
  ],
  [
    'aaya chahiye ₹१,२०० तक',
    'hi',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', maxPricePerDay: 1200 },
  ],
  [
    'papa के लिए attendant, pin ४११०३८',
    'hi',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', pincode: '411038' },
  ],
  ['मुझे Suresh Patil को book करना है', 'hi', 'book_with', { name: 'Suresh Patil' }],
  ['Anjali Sharma ko book kr do', 'hi', 'book_with', { name: 'Anjali Sharma' }],
  ['my bokings', 'en', 'my_bookings'],
  ['meri bukking', 'hi', 'my_bookings'],
  ['मेरी booking', 'hi', 'my_bookings'],
  ['start code क्या है', 'hi', 'booking_codes', { code: 'start' }],
  ['refnd policy', 'en', 'refund_policy'],
  ['is paymnet safe', 'en', 'payment_safety'],
  ['kya mera paisa surakshit hai', 'hi', 'payment_safety'],
  ['मेरी बुकिंग कैंसल करने पर कितना रिफंड मिलेगा', 'hi', 'refund_quote'],
  ['caregivr kaise bane', 'hi', 'register_caregiver'],
  ['plz help', 'en', 'help'],
  ['thnx', 'en', 'thanks'],
  ['hii', 'en', 'greeting'],
  [
    'my father has cancer, need a nurse',
    'en',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father' },
  ],
];

describe('understanding through slips and mixed scripts', () => {
  it.each(cases)('%s', (text, language, intent, slots = {}) => {
    const understood = understand(text);
    expect(understood.intent).toBe(intent);
    expect(understood.slots).toEqual(slots);
    expect(understood.language).toBe(language);
  });
});
