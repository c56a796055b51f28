import { refundTiers } from '@care/shared';
import { SUPPORT_EMAIL, type PolicySection } from './policyTypes';

/**
 * Refund tiers (SPEC section 9), counted back from the booking's start (check-in) date. Read
 * from the same table the server refunds by, so the page and the refund can never disagree.
 */
export const REFUND_TIERS = refundTiers.map((tier) => ({
  window: tier.window,
  refund: tier.percent > 0 ? `${tier.percent}%` : 'No refund',
}));

/** When the family gets everything back, whatever the date. */
export const FULL_REFUND_CASES = [
  'The caregiver has not accepted your booking yet.',
  'The caregiver declines your booking.',
  'Care did not start on its first day.',
] as const;

/*
 * Only what the product really does: the server pays every refund by the shared tiers into the
 * wallet, with nothing deducted. Conditions it does not apply have no place on this page.
 */
export const REFUND_SECTIONS: PolicySection[] = [
  {
    title: 'How and when you are refunded',
    paragraphs: [
      'When you cancel from My Bookings, or a caregiver declines, the refund goes to your CareConnect wallet at once, and you can use it for your next booking. Nothing is deducted from a wallet refund.',
      `If you would rather have the money back on the original payment method, write to ${SUPPORT_EMAIL}. Such refunds are processed within 7-10 working days of the request being confirmed; charges levied by banks and payment gateways for that transfer are deducted, and your bank may take a few more days to show the credit.`,
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
