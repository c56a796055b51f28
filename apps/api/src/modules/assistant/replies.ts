import {
  formatCareDate,
  formatPaise,
  type AssistantAction,
  type AssistantLanguage,
} from '@care/shared';

/**
 * What the assistant says, in English and in Hindi as a native speaker would write it. Kept
 * apart from the logic so a reply can be read, reviewed and translated in one place.
 */
type Lang = AssistantLanguage;

const pick = (language: Lang, en: string, hi: string) => (language === 'hi' ? hi : en);

export const replies = {
  greeting: (l: Lang) =>
    pick(
      l,
      'Namaste! I can find a caregiver, nanny or creche near you, show your bookings and codes, and answer questions about payments and refunds. What do you need?',
      'नमस्ते! मैं आपके पास देखभाल करने वाले, आया या क्रेच ढूँढ सकता हूँ, आपकी बुकिंग और कोड दिखा सकता हूँ, और भुगतान व रिफ़ंड के सवालों के जवाब दे सकता हूँ। बताइए, क्या चाहिए?',
    ),
  thanks: (l: Lang) => pick(l, 'You are welcome. Anything else?', 'आपका स्वागत है। और कुछ मदद करूँ?'),
  help: (l: Lang) =>
    pick(
      l,
      "Try: 'elder care near 411001 under 1500 a day', 'a nanny in Pune', 'my bookings', or 'how much do I get back if I cancel'.",
      "ऐसे पूछें: 'पुणे में आया चाहिए', '411001 के पास बुज़ुर्गों की देखभाल 1500 रुपये रोज़ से कम', 'मेरी बुकिंग', या 'रद्द करने पर कितना पैसा वापस मिलेगा'।",
    ),
  unknown: (l: Lang) =>
    pick(
      l,
      'Sorry, I did not understand that. I can find care, show your bookings, or explain payments, codes and refunds.',
      'माफ़ कीजिए, मैं समझ नहीं पाया। मैं देखभाल ढूँढ सकता हूँ, आपकी बुकिंग दिखा सकता हूँ, या भुगतान, कोड और रिफ़ंड के बारे में बता सकता हूँ।',
    ),
  found: (l: Lang, count: number) =>
    pick(
      l,
      `Here ${count === 1 ? 'is one match' : `are ${count} matches`}. Open one to see their profile and book.`,
      `ये ${count} विकल्प मिले। प्रोफ़ाइल देखने और बुक करने के लिए किसी एक को खोलें।`,
    ),
  noneFound: (l: Lang) =>
    pick(
      l,
      'I found no one for that yet. Try another place or service, or a higher budget.',
      'अभी इसके लिए कोई नहीं मिला। कोई दूसरी जगह, सेवा या थोड़ा ज़्यादा बजट आज़माएँ।',
    ),
  askWhatCare: (l: Lang) =>
    pick(
      l,
      'Who is the care for, and where? For example: a nurse for my mother in Pune.',
      'देखभाल किसके लिए और कहाँ चाहिए? जैसे: पुणे में माँ के लिए नर्स।',
    ),
  signInFirst: (l: Lang) =>
    pick(
      l,
      'Please sign in first, then ask again and I will show your bookings.',
      'पहले साइन इन करें, फिर दोबारा पूछें, मैं आपकी बुकिंग दिखा दूँगा।',
    ),
  noBookings: (l: Lang) => pick(l, 'You have no bookings yet.', 'आपकी अभी कोई बुकिंग नहीं है।'),
  bookingsHeader: (l: Lang) => pick(l, 'Your bookings:', 'आपकी बुकिंग:'),
  bookingLine: (
    l: Lang,
    b: { service: string; who: string; start: string; end: string; status: string },
  ) =>
    pick(
      l,
      `${b.service} with ${b.who}, ${formatCareDate(b.start)} to ${formatCareDate(b.end)}: ${b.status}`,
      `${b.who} के साथ ${b.service}, ${formatCareDate(b.start, 'hi')} से ${formatCareDate(b.end, 'hi')}: ${b.status}`,
    ),
  codes: (l: Lang, b: { service: string; start: string; startCode?: string; endCode?: string }) =>
    pick(
      l,
      `For ${b.service} from ${formatCareDate(b.start)}:${b.startCode ? ` start code ${b.startCode}` : ''}${b.startCode && b.endCode ? ',' : ''}${b.endCode ? ` end code ${b.endCode}` : ''}. Give each to the caregiver only when care begins or ends.`,
      `${formatCareDate(b.start, 'hi')} से ${b.service} के लिए:${b.startCode ? ` स्टार्ट कोड ${b.startCode}` : ''}${b.startCode && b.endCode ? ',' : ''}${b.endCode ? ` एंड कोड ${b.endCode}` : ''}। कोड देखभाल शुरू या पूरी होने पर ही दें।`,
    ),
  noCodes: (l: Lang) =>
    pick(
      l,
      'None of your bookings has a code to give right now.',
      'अभी आपकी किसी बुकिंग का कोई कोड देने लायक नहीं है।',
    ),
  refundQuote: (
    l: Lang,
    q: {
      service: string;
      start: string;
      refund: number;
      total: number;
      percent: number;
      /** Its dates include a listed blackout date or long weekend. */
      nonRefundable?: boolean;
    },
  ) =>
    q.nonRefundable
      ? pick(
          l,
          `If you cancel ${q.service} from ${formatCareDate(q.start)} today, nothing is refunded: its dates include a long weekend or blackout date, which the refund policy makes non-refundable.`,
          `अगर आप ${formatCareDate(q.start, 'hi')} से ${q.service} आज रद्द करते हैं, तो कुछ वापस नहीं मिलेगा: इसकी तारीख़ों में लंबा वीकेंड या ब्लैकआउट तारीख़ है, जिस पर रिफ़ंड नीति के अनुसार रिफ़ंड नहीं मिलता।`,
        )
      : pick(
          l,
          `If you cancel ${q.service} from ${formatCareDate(q.start)} today, you get ${formatPaise(q.refund)} of ${formatPaise(q.total)} back (${q.percent}%), into your wallet at once.`,
          `अगर आप ${formatCareDate(q.start, 'hi')} से ${q.service} आज रद्द करते हैं, तो ${formatPaise(q.total, 'hi')} में से ${formatPaise(q.refund, 'hi')} (${q.percent}%) तुरंत आपके वॉलेट में वापस आएँगे।`,
        ),
  nothingToCancel: (l: Lang) =>
    pick(
      l,
      'You have no booking that can be cancelled now.',
      'आपकी ऐसी कोई बुकिंग नहीं है जो अभी रद्द हो सके।',
    ),
  bookWith: (l: Lang, name: string) =>
    pick(
      l,
      `Here is ${name}. Open the booking to choose the service and dates.`,
      `${name} यहाँ हैं। सेवा और तारीखें चुनने के लिए बुकिंग खोलें।`,
    ),
  notFoundByName: (l: Lang, name: string) =>
    pick(
      l,
      `I could not find a caregiver or company called ${name}.`,
      `${name} नाम का कोई देखभाल करने वाला या कंपनी नहीं मिली।`,
    ),
};

/** Status words a family reads in My Bookings. */
export const statusWords: Record<string, { en: string; hi: string }> = {
  PENDING: { en: 'waiting for the caregiver to accept', hi: 'स्वीकृति का इंतज़ार' },
  ACCEPTED: { en: 'accepted', hi: 'स्वीकार हो गई' },
  IN_PROGRESS: { en: 'care under way', hi: 'देखभाल जारी है' },
  COMPLETED: { en: 'completed', hi: 'पूरी हुई' },
  CANCELLED: { en: 'cancelled', hi: 'रद्द' },
  DECLINED: { en: 'declined', hi: 'मना कर दिया गया' },
  EXPIRED: { en: 'expired', hi: 'समय निकल गया' },
};

export const commonActions = (l: Lang): AssistantAction[] => [
  { label: pick(l, 'Find a caregiver', 'देखभाल करने वाला ढूँढें'), href: '/service' },
  { label: pick(l, 'Partner companies', 'पार्टनर कंपनियाँ'), href: '/company-service' },
  { label: pick(l, 'My bookings', 'मेरी बुकिंग'), href: '/profile' },
  { label: pick(l, 'Refund policy', 'रिफ़ंड नीति'), href: '/cancellation-&-refunds' },
];
