import { companyDocumentFiles, registrationFiles } from '@care/shared';

/** Seller sign-in and registration: login-dashboard, provider- and company-registration, ProviderSuccess. */
export const registration = {
  /** /login-dashboard: the caregiver or the company chooses which account to open. */
  chooseKind: {
    title: 'Join as a care provider',
    lead: 'Tell us how you offer care, and we will set up the right account.',
    legend: 'I am registering as',
    provider: 'Individual Provider',
    providerDescription: 'You are a caregiver, nanny or nurse offering care yourself.',
    company: 'Company Provider',
    companyDescription: 'You run a creche, day-care, or an elder-care or home-care company.',
    continue: 'Continue',
  },
  provider: {
    title: 'Provider Registration',
    lead: 'Join as an individual caregiver: verify your mobile number, then complete your profile.',
    heading: 'Complete Your Profile',
    detailsStep: 'Personal details',
    documentsStep: 'Government ID and certification',
  },
  company: {
    title: 'Company Registration',
    lead: 'Register your creche or care company: verify your mobile number, then tell families about your company.',
    heading: 'Complete Company Profile',
    detailsStep: 'Company details',
    documentsStep: 'Registration and GST certificates',
  },
  /** 'Step n of 3', as the spec words the header. */
  steps: {
    stepOf: 'Step {{step}} of {{total}}',
    progress: 'Registration progress',
  },
  sessionEnded:
    'Your session has ended. Please verify your mobile number again to finish registering.',
  form: {
    fullName: 'Full name',
    email: 'Email',
    gender: 'Gender',
    selectGender: 'Select gender',
    dob: 'Date of birth',
    dobHint: 'You must be 18 or older.',
    address: 'Address',
    pincode: 'Pincode',
    companyName: 'Company name',
    gst: 'GST number',
    gstHint: '15 characters, as on your GST certificate, e.g. 27AAPFU0939F1ZV.',
    next: 'Next',
    back: 'Back',
    submitting: 'Submitting...',
    complete: 'Complete Registration',
  },
  /** The documents the operator checks, named as @care/shared names them (their field labels). */
  documents: {
    ...registrationFiles.fields,
    ...companyDocumentFiles.fields,
    providerHint:
      'A photo or scan: JPEG, PNG, WebP or PDF, up to {{size}}. We need it to verify you.',
    sending: 'Sending...',
    sendAndContinue: 'Send and continue',
    continueWithout: 'Continue without documents',
  },
  services: {
    title: 'Your services and prices',
    intro:
      'Add the care you offer and your price per day. Families see these once you are verified, and you can change them any time from your dashboard.',
    finish: 'Finish registration',
  },
  /** /ProviderSuccess. */
  success: {
    title: 'Registration completed',
    thanks: 'Thank you for joining us!',
    next: 'Our team will verify your documents, usually within two working days. Get the provider app to receive booking requests, accept jobs and track your earnings on the go.',
    backHome: 'Back to home',
    // The badge's small line above "Google Play", which stays as Google spells it.
    getItOn: 'Get it on',
    playStoreLabel: 'Get it on Google Play (opens in a new tab)',
  },
} as const;
