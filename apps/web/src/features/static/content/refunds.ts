import { SUPPORT_EMAIL, type PolicySection } from './policyTypes';

/** Refund tiers from SPEC section 9, counted back from the booking's start (check-in) date. */
export const REFUND_TIERS = [
  { window: 'More than 30 days before check-in', refund: '100%' },
  { window: '30 to 15 days before check-in', refund: '50%' },
  { window: '15 to 7 days before check-in', refund: '25%' },
  { window: 'Within 7 days of check-in', refund: 'No refund' },
] as const;

export const REFUND_SECTIONS: PolicySection[] = [
  {
    title: 'Who is eligible for a refund',
    paragraphs: [
      'Refunds apply only to bookings that have been paid in full. Partial payments, advances and deposits are non-refundable.',
    ],
  },
  {
    title: 'Taxes and charges',
    paragraphs: [
      'GST applies on cancellation fees. Charges levied by banks and payment gateways for processing the payment or the refund are deducted from the refund amount.',
    ],
  },
  {
    title: 'Non-refundable dates',
    paragraphs: [
      'Bookings that fall on long weekends, sold-out dates and blackout dates are non-refundable, whenever they are cancelled. These dates are shown before you pay.',
    ],
  },
  {
    title: 'How and when you are refunded',
    paragraphs: [
      'Refunds are processed within 7-10 working days of the cancellation being confirmed and are credited to the original payment method. Your bank may take a few more days to show the credit.',
    ],
  },
  {
    title: 'How to cancel',
    paragraphs: [
      `Cancel from My Bookings in your profile, or write to ${SUPPORT_EMAIL} with your booking details and registered mobile number. The date we receive your request decides which refund tier applies.`,
    ],
  },
];
