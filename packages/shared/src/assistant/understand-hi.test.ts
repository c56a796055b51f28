import { describe, expect, it } from 'vitest';
import type { AssistantIntent, AssistantSlots } from './types.ts';
import { understand } from './understand.ts';

/** Hindi in Devanagari as families type it, with the English words Hindi uses (नर्स, बुकिंग). */
const cases: [text: string, intent: AssistantIntent, slots?: AssistantSlots][] = [
  [
    'मेरी माँ के लिए नर्स चाहिए',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother' },
  ],
  [
    'बच्चे के लिए आया',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child' },
  ],
  [
    'पापा के लिए पुणे में देखभाल करने वाला चाहिए',
    'find_care',
    { careType: 'elder', recipient: 'father', place: 'Pune' },
  ],
  [
    'मुझे अपनी दादी के लिए दिन में साथ रहने वाली चाहिए',
    'find_care',
    { careType: 'elder', service: 'Elderly Companion', recipient: 'grandmother' },
  ],
  [
    'कोथरुड में 1500 रुपये से कम में नर्स',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Kothrud', maxPricePerDay: 1500 },
  ],
  [
    '१५०० से कम में पुणे में नर्स चाहिए',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', place: 'Pune', maxPricePerDay: 1500 },
  ],
  [
    'ऑपरेशन के बाद पिताजी की देखभाल के लिए कोई चाहिए',
    'find_care',
    { careType: 'elder', service: 'Post-Surgery Care', recipient: 'father' },
  ],
  [
    'दादाजी को भूलने की बीमारी है, उनके लिए कोई अनुभवी चाहिए',
    'find_care',
    { careType: 'elder', service: 'Dementia Care', recipient: 'grandfather' },
  ],
  [
    'मेरी बेटी 3 साल की है, उसके लिए क्रेच चाहिए',
    'find_care',
    { careType: 'child', service: 'Full-day Creche', recipient: 'daughter', age: 3 },
  ],
  [
    'नवजात शिशु के लिए जापा बाई चाहिए, बांद्रा में',
    'find_care',
    {
      careType: 'child',
      service: 'Newborn & Mother Care (Japa)',
      recipient: 'baby',
      place: 'Bandra',
    },
  ],
  [
    'मेरे बेटे के लिए स्कूल के बाद देखभाल',
    'find_care',
    { careType: 'child', service: 'After-school Care', recipient: 'son' },
  ],
  [
    'ससुर जी के लिए फिजियोथेरेपी, घर पर',
    'find_care',
    { careType: 'elder', service: 'Physiotherapy at Home', recipient: 'father_in_law' },
  ],
  [
    'मेरी सास के लिए 20,000 रुपये महीने तक की नर्स',
    'find_care',
    {
      careType: 'elder',
      service: 'Nursing Attendant',
      recipient: 'mother_in_law',
      maxPricePerDay: 666,
    },
  ],
  ['दिल्ली में बुज़ुर्गों की देखभाल', 'find_care', { careType: 'elder', place: 'Delhi' }],
  [
    'पिन कोड 411038 के पास आया चाहिए',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', pincode: '411038' },
  ],
  [
    'हैदराबाद में बच्चों की देखभाल 1000 रुपये प्रतिदिन तक',
    'find_care',
    { careType: 'child', place: 'Hyderabad', maxPricePerDay: 1000 },
  ],
  [
    'मेरे पति का ऑपरेशन हुआ है, घर पर नर्स चाहिए',
    'find_care',
    { careType: 'elder', service: 'Post-Surgery Care', recipient: 'husband' },
  ],
  [
    'बेटा 25 साल का है, एक्सीडेंट के बाद फ़िज़ियो चाहिए',
    'find_care',
    { careType: 'elder', service: 'Physiotherapy at Home', recipient: 'son', age: 25 },
  ],
  [
    'छह महीने के बच्चे के लिए आया चाहिए',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', recipient: 'child', age: 0 },
  ],
  [
    'अस्सी साल की नानी के लिए दिन भर की देखभाल',
    'find_care',
    { careType: 'elder', recipient: 'grandmother', age: 80 },
  ],
  [
    'मुंबई में डे केयर चाहिए दादी के लिए',
    'find_care',
    {
      careType: 'elder',
      service: 'Day Care for Seniors',
      recipient: 'grandmother',
      place: 'Mumbai',
    },
  ],
  [
    'बानेर के पास बुज़ुर्ग माता जी के लिए अटेंडेंट',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', recipient: 'mother', place: 'Baner' },
  ],
  [
    'डेढ़ हज़ार रुपये रोज़ तक की आया मिल सकती है क्या?',
    'find_care',
    { careType: 'child', service: 'Nanny / Babysitter', maxPricePerDay: 1500 },
  ],
  [
    'घर के पास कोई नर्स मिलेगी?',
    'find_care',
    { careType: 'elder', service: 'Nursing Attendant', nearMe: true },
  ],
  [
    'मां को अल्ज़ाइमर है',
    'find_care',
    { careType: 'elder', service: 'Dementia Care', recipient: 'mother' },
  ],
  [
    'दादी को लकवा मार गया है, देखभाल के लिए कोई चाहिए',
    'find_care',
    { careType: 'elder', recipient: 'grandmother' },
  ],
  [
    'चेन्नई में 2000 से कम में फ़िज़ियोथेरेपिस्ट',
    'find_care',
    {
      careType: 'elder',
      service: 'Physiotherapy at Home',
      place: 'Chennai',
      maxPricePerDay: 2000,
    },
  ],
  ['सुरेश पाटिल को बुक करें', 'book_with', { name: 'Suresh Patil' }],
  [
    'लक्ष्मी जी को मेरी माँ के लिए बुक कर दीजिए',
    'book_with',
    { name: 'Lakshmi', recipient: 'mother', careType: 'elder' },
  ],
  ['अंजलि शर्मा को बुक करना है', 'book_with', { name: 'Anjali Sharma' }],
  ['मेरी बुकिंग', 'my_bookings'],
  ['मेरी सारी बुकिंग दिखाइए', 'my_bookings'],
  ['मेरी पिछली बुकिंग्स', 'my_bookings'],
  ['मेरी बुकिंग की स्थिति क्या है?', 'booking_status'],
  ['नर्स कब आएगी?', 'booking_status'],
  ['आज आया नहीं आई', 'booking_status'],
  ['मेरा स्टार्ट कोड क्या है', 'booking_codes', { code: 'start' }],
  ['एंड कोड बताइए', 'booking_codes', { code: 'end' }],
  ['स्टार्ट कोड और एंड कोड क्या होते हैं?', 'codes_explained'],
  ['रद्द करने पर कितना पैसा वापस मिलेगा?', 'refund_quote'],
  ['मेरी बुकिंग कैंसल करनी है', 'refund_quote'],
  ['रिफ़ंड की नीति क्या है?', 'refund_policy'],
  ['क्या ऑनलाइन भुगतान सुरक्षित है?', 'payment_safety'],
  ['पैसे पहले देने पड़ेंगे क्या?', 'payment_safety'],
  ['मैं केयरगिवर के रूप में कैसे जुड़ सकती हूँ?', 'register_caregiver'],
  ['मुझे नर्स की नौकरी चाहिए', 'register_caregiver'],
  ['बच्चों की आया का काम चाहिए', 'register_caregiver'],
  ['नमस्ते', 'greeting'],
  ['धन्यवाद', 'thanks'],
  ['मदद चाहिए', 'help'],
  ['आप क्या कर सकते हैं?', 'help'],
];

describe('understanding Hindi in Devanagari', () => {
  it.each(cases)('%s', (text, intent, slots = {}) => {
    const understood = understand(text);
    expect(understood.intent).toBe(intent);
    expect(understood.slots).toEqual(slots);
    expect(understood.language).toBe('hi');
  });
});
