import type { Language } from '@care/shared';
import { HINDI_TERMS_SECTIONS } from './hi/terms';
import { COMPANY_NAME, SUPPORT_EMAIL, type PolicySection } from './policyTypes';

/** Terms & Conditions: SPEC requires exactly 11 sections, Indian law and the courts of Goa. */
export const TERMS_SECTIONS: PolicySection[] = [
  {
    title: 'Acceptance of these terms',
    paragraphs: [
      `These Terms & Conditions govern your use of the ${COMPANY_NAME} website and apps (the "Platform"). By creating an account, making a booking or registering as a provider, you agree to them. If you do not agree, please do not use the Platform.`,
      'You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872 to book services or register as a provider.',
    ],
  },
  {
    title: 'What the Platform does',
    paragraphs: [
      `${COMPANY_NAME} is an online marketplace that connects families with independent caregivers ("Individual Providers") and partner creches and care companies ("Company Providers") offering elder care and childcare.`,
      `${COMPANY_NAME} is not the employer or agent of any provider. The care itself is delivered by the provider you book, who is responsible for the way it is delivered.`,
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You sign in with your mobile number and a one-time password (OTP). Keep your phone secure and do not share OTPs with anyone; anything done after a valid OTP sign-in is treated as done by you.',
      'The details you give us, including those of the family members who will receive care, must be true, complete and kept up to date.',
    ],
  },
  {
    title: 'Bookings',
    paragraphs: [
      'A booking covers a service, a start date and an end date, both days included, for a named family member. Prices are shown in Indian Rupees per day and include the taxes stated at checkout.',
      'A booking is confirmed only after payment succeeds and the provider accepts it. Start and end codes shown in your profile let you confirm when care begins and ends; share them only with your caregiver, at the right time.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Payments are collected through our authorised payment partner. We do not store your card, UPI or net-banking details.',
      `If money leaves your account but the booking is not confirmed, write to ${SUPPORT_EMAIL} with your payment reference and we will resolve it promptly.`,
    ],
  },
  {
    title: 'Cancellations and refunds',
    paragraphs: [
      'Cancellations and refunds follow our Refund & Cancellation Policy, which forms part of these terms. Refunds are made to the original payment method.',
    ],
  },
  {
    title: 'Responsibilities of families',
    paragraphs: ['When you book care, you agree to:'],
    bullets: [
      'describe the needs, health conditions and routines of the person receiving care honestly and completely;',
      'provide a safe environment and treat caregivers with dignity and respect;',
      'not ask caregivers to perform medical procedures they are not qualified for, or work outside the booked service;',
      'not arrange or pay for booked services outside the Platform.',
    ],
  },
  {
    title: 'Responsibilities of providers',
    paragraphs: [
      'Providers and partner companies confirm that the identity documents, certifications and information they upload are genuine, and that they hold the registrations and licences their services require under Indian law.',
      'Providers must deliver the booked service with care and professionalism, respect the privacy of the families they serve, and report any incident affecting a child or an elder without delay.',
    ],
  },
  {
    title: 'Reviews and content',
    paragraphs: [
      "Reviews must be honest and based on your own experience. We may remove content that is false, abusive, discriminatory or that shares anyone's personal information.",
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      `To the extent permitted by law, ${COMPANY_NAME}'s total liability for any claim relating to a booking is limited to the amount you paid for that booking. We are not liable for indirect or consequential losses.`,
      'Nothing in these terms limits any right you have as a consumer under the Consumer Protection Act, 2019.',
    ],
  },
  {
    title: 'Governing law and jurisdiction',
    paragraphs: [
      'These terms are governed by the laws of India. Subject to any mandatory consumer protection rights, the courts of Goa shall have exclusive jurisdiction over any dispute arising from these terms or your use of the Platform.',
      `We may update these terms from time to time; the date above shows the latest version. Questions are welcome at ${SUPPORT_EMAIL}.`,
    ],
  },
];

/** The terms in the reader's language. */
export const termsSections: Record<Language, PolicySection[]> = {
  en: TERMS_SECTIONS,
  hi: HINDI_TERMS_SECTIONS,
};
