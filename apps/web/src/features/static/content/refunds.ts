import { refundTiers, type Language } from '@care/shared';
import { HINDI_FULL_REFUND_CASES, HINDI_REFUND_SECTIONS, HINDI_TIER_WINDOWS } from './hi/refunds';
import { SUPPORT_EMAIL, type PolicySection } from './policyTypes';

/** When the family gets everything back, whatever the date. */
export const FULL_REFUND_CASES = [
  'The caregiver has not accepted your booking yet.',
  'The caregiver declines your booking.',
  'Care did not start on its first day.',
] as const;

/*
 * All of SPEC section 9, as the product really applies it: the server pays every refund by the
 * shared tiers into the wallet, and the wallet's withdrawal sends money back through the gateway.
 */
export const REFUND_SECTIONS: PolicySection[] = [
  {
    title: 'How and when you are refunded',
    paragraphs: [
      'When you cancel from My Bookings, or a caregiver declines, the refund goes to your CareConnect wallet at once, and you can use it for your next booking.',
      'To have it back on your original payment instead, choose Withdraw on your wallet in your profile. The money goes back through the payment gateway to the payments it came from and is processed within 7-10 working days; your bank may take a few more days to show the credit. Bank and gateway charges for the refund are not deducted: you receive the full amount.',
    ],
  },
  {
    title: 'Cancellation fees and GST',
    paragraphs: [
      "What the tiers keep is a cancellation fee: it pays the caregiver for the days they kept free for you. GST at 18% applies to the platform's share of that fee and is included in it, never added to what you pay or taken from your refund.",
    ],
  },
  {
    title: 'Full and partial payments',
    paragraphs: [
      'Refunds apply to bookings paid in full. Every CareConnect booking is paid in full when you book it, from your wallet, by card, or part from each, so every booking is refundable by the tiers above. We take no deposits or part-payments.',
    ],
  },
  {
    title: 'Long weekends, sold-out and blackout dates',
    paragraphs: [
      'Bookings that include a long weekend, a sold-out date or a blackout date listed on this page are non-refundable once the caregiver has accepted them: nothing is refunded if you cancel. The coming ones are listed above, and the cancel screen tells you before you confirm. A day listed after you book does not change your refund.',
    ],
  },
  {
    title: 'Requests nobody answered',
    paragraphs: [
      'If a caregiver has not accepted your request by its first day, or accepted care has not started by its last day, the booking is cancelled for you and refunded in full to your wallet.',
    ],
  },
  {
    title: 'How to cancel',
    paragraphs: [
      `Cancel from My Bookings in your profile: you see exactly what comes back before you confirm. You can also write to ${SUPPORT_EMAIL} with your booking details and registered mobile number; the date we receive your request decides which refund tier applies.`,
    ],
  },
];

/**
 * Refund tiers (SPEC section 9), counted back from the booking's start date (the first day of
 * care). Read from the same table the server refunds by, so the page and the refund can never
 * disagree; only the windows' words are the reader's language.
 */
export function refundTierRows(language: Language) {
  return refundTiers.map((tier) => ({
    window:
      language === 'hi' ? (HINDI_TIER_WINDOWS[tier.minDaysBefore] ?? tier.window) : tier.window,
    percent: tier.percent,
  }));
}

/** The refund policy's texts in the reader's language. */
export const refundContent: Record<
  Language,
  { fullRefundCases: readonly string[]; sections: PolicySection[] }
> = {
  en: { fullRefundCases: FULL_REFUND_CASES, sections: REFUND_SECTIONS },
  hi: { fullRefundCases: HINDI_FULL_REFUND_CASES, sections: HINDI_REFUND_SECTIONS },
};
