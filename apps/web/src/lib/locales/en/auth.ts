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
  /** OTP sign-in, shared by the customer's sign-in and the caregivers' and companies' registration. */
  otp: {
    mobileLabel: 'Mobile number',
    sending: 'Sending OTP...',
    getOtp: 'Get OTP',
    // <mobile> wraps the masked number.
    sentTo: 'We have sent a 6-digit OTP to <mobile>{{mobile}}</mobile>.',
    changeNumber: 'Change number',
    enterOtp: 'Enter the OTP',
    verifying: 'Verifying...',
    verify: 'Verify',
    notReceived: "Didn't receive the OTP?",
    resendIn: 'Resend OTP in {{time}}',
    resending: 'Sending...',
    resend: 'Resend OTP',
    digit: 'Digit {{index}} of {{count}}',
  },
} as const;
