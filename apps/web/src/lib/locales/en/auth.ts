/** The customer's sign-in page. */
export const auth = {
  login: {
    pageTitle: 'Sign In | {{brand}}',
    heading: 'Sign In',
    lead: 'Use your mobile number to sign in. New to CareConnect? The same steps create your account.',
    sectionLabel: 'Sign in with OTP',
    sellerQuestion: 'Are you a caregiver or a care company?',
    registerAsProvider: 'Register as a provider',
  },
} as const;
