import type { Language } from '@care/shared';
import { HINDI_PRIVACY_SECTIONS } from './hi/privacy';
import { COMPANY_NAME, GRIEVANCE_EMAIL, type PolicySection } from './policyTypes';

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      `${COMPANY_NAME} runs an online marketplace for booking elder care and childcare in India. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act").`,
    ],
  },
  {
    title: 'What we collect',
    paragraphs: ['We collect only what we need to arrange safe, reliable care:'],
    bullets: [
      'Account details: your mobile number, name, email, gender, date of birth, address and pincode.',
      'Family members you add: name, relation, age, gender and any care notes you choose to share.',
      'Bookings and payments: services, dates, amounts and payment references. Card, UPI and bank details are handled by our payment partner, never stored by us.',
      'Providers and companies: identity documents, certifications, GST number and business details used for verification.',
      'Technical data: device and browser type, pages visited and error logs that help us keep the Platform working.',
    ],
  },
  {
    title: 'How we use your data',
    paragraphs: [
      'We process your personal data, with your consent or for legitimate uses the DPDP Act allows, to:',
    ],
    bullets: [
      'sign you in with a one-time password and keep your account secure;',
      'match you with caregivers and let providers deliver the care you booked;',
      'take payments, issue refunds and meet tax and accounting obligations;',
      'send booking updates and answer your questions;',
      'verify providers and prevent fraud and misuse.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'We share only what is needed: the provider you book sees the details of the booking and the person receiving care; our payment, SMS and hosting partners process data on our instructions under contract. We may disclose data when the law requires it. We never sell your personal data.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      "We use your browser's local storage to keep you signed in, and a small number of essential cookies for security. We do not use advertising cookies. Clearing your browser storage signs you out.",
    ],
  },
  {
    title: "Children's data",
    paragraphs: [
      'Details of children are added by a parent or lawful guardian, whose consent covers their processing as the DPDP Act requires. We do not track children or use their data for advertising.',
    ],
  },
  {
    title: 'How long we keep it and how we protect it',
    paragraphs: [
      'We keep personal data only as long as your account is active or the law requires (for example, tax records), then delete or anonymise it. Data is encrypted in transit, and access is limited to people who need it for their work.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: ['Under the DPDP Act you may:'],
    bullets: [
      'ask for a summary of the personal data we hold about you and how it is used;',
      'correct, complete or update your data, or ask us to erase it;',
      'withdraw your consent at any time (this does not affect processing already done);',
      'nominate someone to exercise these rights if you are unable to;',
      'raise a grievance with us, and then with the Data Protection Board of India.',
    ],
  },
  {
    title: 'Grievance Officer',
    paragraphs: [
      `Write to our Grievance Officer at ${GRIEVANCE_EMAIL}. We acknowledge every request within 48 hours and aim to resolve it within 30 days.`,
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'If we change this policy in a way that matters, we will tell you on the Platform before the change applies.',
    ],
  },
];

/** The policy in the reader's language. */
export const privacySections: Record<Language, PolicySection[]> = {
  en: PRIVACY_SECTIONS,
  hi: HINDI_PRIVACY_SECTIONS,
};
