import { describe, expect, it } from 'vitest';
import type { AssistantIntent, AssistantSlots } from './types.ts';
import { understand } from './understand.ts';

/** What families in India type in English, and exactly the intent and slots each must give. */
const cases: [text: string, intent: AssistantIntent, slots?: AssistantSlots][] = [
  [
    'I need a nurse for my mother in Pune',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother', place: 'Pune' },
  ],
  [
    'elder care near 411001 under 1500 a day',
    'find_care',
    { careType: 'elder', pincode: '411001', maxPricePerDay: 1500 },
  ],
  [
    'babysitter for my son',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'son' },
  ],
  [
    'Looking for a caretaker for my 82 year old father in Jayanagar',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'father',
      age: 82,
      place: 'Jayanagar',
    },
  ],
  [
    'Need a japa maid after delivery, Bandra',
    'find_care',
    { careType: 'child', service: 'Newborn & Mother Care (Japa)', place: 'Bandra' },
  ],
  [
    'physiotherapy at home for my dad after knee replacement',
    'find_care',
    { careType: 'elder', service: 'Physiotherapy at Home', recipient: 'father' },
  ],
  [
    'Dementia care for grandmother in Malviya Nagar',
    'find_care',
    {
      careType: 'elder',
      service: 'Dementia Care',
      recipient: 'grandmother',
      place: 'Malviya Nagar',
    },
  ],
  [
    'creche near 560038',
    'find_care',
    { careType: 'child', service: 'Full-day Creche', pincode: '560038' },
  ],
  [
    'after school care for my daughter, 8 years old',
    'find_care',
    { careType: 'child', service: 'After-school Care', recipient: 'daughter', age: 8 },
  ],
  [
    'Special needs care for my autistic son',
    'find_care',
    { careType: 'child', service: 'Special Needs Care', recipient: 'son' },
  ],
  [
    'elderly companion for my father in law in Hyderabad',
    'find_care',
    {
      careType: 'elder',
      service: 'Elderly Companion',
      recipient: 'father_in_law',
      place: 'Hyderabad',
    },
  ],
  [
    'post surgery care for my mother, budget 2000 per day',
    'find_care',
    {
      careType: 'elder',
      service: 'Post-Surgery Care',
      recipient: 'mother',
      maxPricePerDay: 2000,
    },
  ],
  [
    'Any nanny in Kolkata below ₹1,200?',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', place: 'Kolkata', maxPricePerDay: 1200 },
  ],
  [
    'day care for seniors in Chennai',
    'find_care',
    { careType: 'elder', service: 'Day Care for Seniors', place: 'Chennai' },
  ],
  [
    'day care for my 3 year old',
    'find_care',
    { careType: 'child', service: 'Full-day Creche', age: 3 },
  ],
  [
    'day care for my father while we are at work',
    'find_care',
    { careType: 'elder', service: 'Day Care for Seniors', recipient: 'father' },
  ],
  [
    'nurse for my newborn baby',
    'find_care',
    { careType: 'child', service: 'Newborn & Mother Care (Japa)', recipient: 'baby' },
  ],
  [
    'someone to look after my mom, near me',
    'find_care',
    { careType: 'elder', recipient: 'mother', nearMe: true },
  ],
  [
    'home nurse for bedridden father, 20,000 a month',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', maxPricePerDay: 666 },
  ],
  ['show me caregivers in Whitefield', 'find_care', { place: 'Whitefield' }],
  [
    'nanny under 15k per month in Gurgaon',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', place: 'Gurugram', maxPricePerDay: 500 },
  ],
  [
    'Is there an attendant available in Andheri for tomorrow',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Andheri' },
  ],
  [
    'I want a female attendant for my wife after her surgery',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'wife' },
  ],
  [
    'elder care in Salt Lake between 1000 and 1800 per day',
    'find_care',
    { careType: 'elder', place: 'Salt Lake', maxPricePerDay: 1800 },
  ],
  [
    'cheap babysitter in koramangala',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', place: 'Koramangala' },
  ],
  [
    'My son is 30 and needs care after an accident',
    'find_care',
    { careType: 'elder', recipient: 'son', age: 30 },
  ],
  [
    'My mother-in-law needs a nurse at night in Thane',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'mother_in_law',
      place: 'Thane',
    },
  ],
  [
    'Need an aaya for twins, 6 months old',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child', age: 0 },
  ],
  [
    'grandpa needs physio twice a week, we live in Aundh',
    'find_care',
    {
      careType: 'elder',
      service: 'Physiotherapy at Home',
      recipient: 'grandfather',
      place: 'Aundh',
    },
  ],
  [
    'looking for a playschool for kids in Powai',
    'find_care',
    { careType: 'child', service: 'Full-day Creche', recipient: 'child', place: 'Powai' },
  ],
  [
    'Do you have nurses near me?',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', nearMe: true },
  ],
  [
    'pincode 110017 nurse',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', pincode: '110017' },
  ],
  [
    'nurse in Model Colony for my father',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'father', place: 'Model Colony' },
  ],
  [
    'jaapa maid for my wife after delivery',
    'find_care',
    { careType: 'child', service: 'Newborn & Mother Care (Japa)', recipient: 'wife' },
  ],
  [
    'pick up my son from school and look after him till 7',
    'find_care',
    { careType: 'child', service: 'After-school Care', recipient: 'son' },
  ],
  [
    'my twins need a nanny',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child' },
  ],
  ['Book Suresh Patil', 'book_with', { name: 'Suresh Patil' }],
  [
    'Please book Lakshmi Narayanan for my mother from Monday',
    'book_with',
    { name: 'Lakshmi Narayanan', recipient: 'mother', careType: 'elder' },
  ],
  ['I want to book an appointment with Anjali Sharma', 'book_with', { name: 'Anjali Sharma' }],
  [
    'hire Rahul Verma for my dad',
    'book_with',
    { name: 'Rahul Verma', recipient: 'father', careType: 'elder' },
  ],
  [
    'book a nurse for my mother',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'full time nurse for my mother for 1 month',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'nanny with 5 years experience for my 4 year old',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', age: 4 },
  ],
  [
    'Book Mary D’Souza for my mother',
    'book_with',
    { name: 'Mary D Souza', recipient: 'mother', careType: 'elder' },
  ],
  ['show my bookings', 'my_bookings'],
  ['my bookings', 'my_bookings'],
  ['What is the status of my booking?', 'booking_status'],
  ['Has the caregiver accepted my booking?', 'booking_status'],
  ['When will the nanny arrive?', 'booking_status'],
  ['my caregiver did not come today', 'booking_status'],
  ['what is my start code', 'booking_codes', { code: 'start' }],
  ['I need the end code for my booking', 'booking_codes', { code: 'end' }],
  ['send me the OTP for the caregiver', 'booking_codes'],
  ['what are start and end codes?', 'codes_explained'],
  ['why do I have to give the caregiver a code', 'codes_explained'],
  ['how much do I get back if I cancel', 'refund_quote'],
  ['If I cancel my booking now, how much refund will I get?', 'refund_quote'],
  ['cancel my booking', 'refund_quote'],
  ['what is your cancellation policy', 'refund_policy'],
  ['how do refunds work', 'refund_policy'],
  ['Is online payment safe here?', 'payment_safety'],
  ['Is my money safe if the caregiver does not come?', 'payment_safety'],
  ['do I have to pay in advance', 'payment_safety'],
  ['How do I register as a caregiver?', 'register_caregiver'],
  ['I am a nurse and want to work with you', 'register_caregiver'],
  ['Can my nursing agency join your platform?', 'register_caregiver'],
  ['how can I list my creche here', 'register_caregiver'],
  ['hello', 'greeting'],
  ['Good morning', 'greeting'],
  ['thank you so much', 'thanks'],
  ['help', 'help'],
  ['what can you do?', 'help'],
  ['what services do you offer', 'help'],
  ["I don't understand", 'help'],
  ['asdfgh', 'unknown'],
  ['what is the weather today', 'unknown'],
];

describe('understanding English', () => {
  it.each(cases)('%s', (text, intent, slots = {}) => {
    const understood = understand(text);
    expect(understood.intent).toBe(intent);
    expect(understood.slots).toEqual(slots);
    expect(understood.language).toBe('en');
  });
});
