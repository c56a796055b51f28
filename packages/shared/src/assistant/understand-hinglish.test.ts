import { describe, expect, it } from 'vitest';
import type { AssistantIntent, AssistantSlots } from './types.ts';
import { understand } from './understand.ts';

/** Hindi typed in Latin letters, the way most families type on a phone; answered in Hindi. */
const cases: [text: string, intent: AssistantIntent, slots?: AssistantSlots][] = [
  [
    'maa ke liye nurse chahiye',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'papa ke liye Pune mein attendant chahiye',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', place: 'Pune' },
  ],
  [
    'beti ke liye aaya chahiye, 1500 se kam',
    'find_care',
    {
      careType: 'child',
      service: 'Nanny / Babysitter',
      recipient: 'daughter',
      maxPricePerDay: 1500,
    },
  ],
  [
    'Kothrud mein nurse chahiye 1200 tak',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Kothrud', maxPricePerDay: 1200 },
  ],
  [
    'dadi ke liye din bhar saath rehne wali chahiye',
    'find_care',
    { careType: 'elder', service: 'Elderly Companion', recipient: 'grandmother' },
  ],
  [
    'mere bete ke liye school ke baad dekhbhal',
    'find_care',
    { careType: 'child', service: 'After-school Care', recipient: 'son' },
  ],
  [
    'nani ko bhoolne ki bimari hai, koi dementia care wala chahiye',
    'find_care',
    { careType: 'elder', service: 'Dementia Care', recipient: 'grandmother' },
  ],
  [
    'delivery ke baad japa bai chahiye Andheri me',
    'find_care',
    { careType: 'child', service: 'Newborn & Mother Care (Japa)', place: 'Andheri' },
  ],
  [
    'papa ka operation hua hai, ghar pe nurse chahiye',
    'find_care',
    { careType: 'elder', service: 'Post-Surgery Care', recipient: 'father' },
  ],
  [
    '6 mahine ke bache ke liye aaya',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child', age: 0 },
  ],
  [
    'buzurg maa ke liye Bangalore me caretaker, 25 hazar mahina',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'mother',
      place: 'Bengaluru',
      maxPricePerDay: 833,
    },
  ],
  [
    'sasur ji ke liye physio chahiye Jayanagar ke paas',
    'find_care',
    {
      careType: 'elder',
      service: 'Physiotherapy at Home',
      recipient: 'father_in_law',
      place: 'Jayanagar',
    },
  ],
  [
    'do saal ki beti ke liye creche Noida mein',
    'find_care',
    {
      careType: 'child',
      service: 'Full-day Creche',
      recipient: 'daughter',
      age: 2,
      place: 'Noida',
    },
  ],
  [
    'mujhe apne dada ji ke liye koi achha attendant chahiye, budget 1000 rupaye roz',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'grandfather',
      maxPricePerDay: 1000,
    },
  ],
  [
    'ghar ke paas aaya mil sakti hai kya?',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', nearMe: true },
  ],
  [
    'special bachche ke liye care chahiye Dwarka mein',
    'find_care',
    { careType: 'child', service: 'Special Needs Care', place: 'Dwarka' },
  ],
  [
    'Hyderabad mein bachon ki dekhbhal 800 se 1200 rupaye din ka',
    'find_care',
    { careType: 'child', place: 'Hyderabad', maxPricePerDay: 1200 },
  ],
  [
    'maa ki umar 75 hai, unke liye attendant',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother', age: 75 },
  ],
  [
    'dedh hazar tak aaya chahiye beti ke liye, 2 saal ki hai',
    'find_care',
    {
      careType: 'child',
      service: 'Nanny / Babysitter',
      recipient: 'daughter',
      age: 2,
      maxPricePerDay: 1500,
    },
  ],
  [
    'Baner side mein budhe papa ke liye koi chahiye',
    'find_care',
    { careType: 'elder', recipient: 'father', place: 'Baner' },
  ],
  [
    'Lajpat Nagar ke paas saasu maa ke liye nurse 2 hajar rupaye tak',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'mother_in_law',
      place: 'Lajpat Nagar',
      maxPricePerDay: 2000,
    },
  ],
  [
    'papa 85 ke hain, unke liye raat ko nurse chahiye',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', age: 85 },
  ],
  [
    '1 saal ke liye beta ke liye aaya chahiye',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'son' },
  ],
  [
    'beti ko autism hai, special care chahiye',
    'find_care',
    { careType: 'child', service: 'Special Needs Care', recipient: 'daughter' },
  ],
  ['Suresh Patil ko book karo', 'book_with', { name: 'Suresh Patil' }],
  ['Lakshmi Narayanan ki booking karni hai', 'book_with', { name: 'Lakshmi Narayanan' }],
  ['Aashray Elder Care ko book karna hai', 'book_with', { name: 'Aashray', careType: 'elder' }],
  [
    'mujhe Anjali Sharma ko book karna hai papa ke liye',
    'book_with',
    { name: 'Anjali Sharma', recipient: 'father', careType: 'elder' },
  ],
  ['Lakshmi ji se booking karni hai', 'book_with', { name: 'Lakshmi' }],
  ['Rahul bhaiya ko kal se book kar do', 'book_with', { name: 'Rahul' }],
  ['meri booking', 'my_bookings'],
  ['meri saari bookings dikhao', 'my_bookings'],
  ['booking ka status kya hai', 'booking_status'],
  ['booking confirm hui kya', 'booking_status'],
  ['nurse kab aayegi?', 'booking_status'],
  ['aaj nurse nahi aayi', 'booking_status'],
  ['start code kya hai', 'booking_codes', { code: 'start' }],
  ['mera end code batao', 'booking_codes', { code: 'end' }],
  ['ye start code kya hota hai?', 'codes_explained'],
  ['code kyun dena padta hai', 'codes_explained'],
  ['cancel karne par kitna paisa wapas milega', 'refund_quote'],
  ['booking cancel karni hai', 'refund_quote'],
  ['refund kab milega', 'refund_quote'],
  ['refund ke niyam kya hain', 'refund_policy'],
  ['paisa wapas kaise milta hai?', 'refund_policy'],
  ['kya online payment safe hai?', 'payment_safety'],
  ['paise ki suraksha ki guarantee hai kya', 'payment_safety'],
  ['advance payment dena padega kya', 'payment_safety'],
  ['caregiver kaise bane', 'register_caregiver'],
  ['mujhe nanny ka kaam chahiye', 'register_caregiver'],
  ['main nurse hoon, aapke saath judna chahti hoon', 'register_caregiver'],
  ['main ek nurse hoon aur kaam dhoondh rahi hoon', 'register_caregiver'],
  ['meri agency hai, 20 nurses hain, kaise judein?', 'register_caregiver'],
  ['namaste ji', 'greeting'],
  ['dhanyavad', 'thanks'],
  ['madad chahiye', 'help'],
  ['aap kya kar sakte ho', 'help'],
  ['aap kya kya services dete ho', 'help'],
];

describe('understanding Hindi typed in Latin letters', () => {
  it.each(cases)('%s', (text, intent, slots = {}) => {
    const understood = understand(text);
    expect(understood.intent).toBe(intent);
    expect(understood.slots).toEqual(slots);
    expect(understood.language).toBe('hi');
  });
});
