import { assistant } from './assistant';

/** The app shell: top bar, mobile menu, footer, assistant (its own file) and the error pages. */
export const shell = {
  brand: {
    name: 'CareConnect',
    tagline: 'Trusted elder care and childcare, near you',
  },
  nav: {
    label: 'Main',
    mobileLabel: 'Mobile',
    home: 'Home',
    service: 'Service',
    profile: 'Profile',
    dashboard: 'Dashboard',
    signIn: 'Sign In',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
    loading: 'Loading page',
  },
  footer: {
    about:
      "Developed with support from DAY-NULM, the Government of India's urban poverty alleviation mission, and the United Nations Development Programme (UNDP), with one aim: accessible, dignified childcare and eldercare for every family.",
    customers: 'Customers',
    signUp: 'Sign Up',
    bookService: 'Book a Service',
    providers: 'Providers',
    registration: 'Registration',
    company: 'Company',
    contact: 'Contact Us',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    refunds: 'Cancellation & Refunds',
    followUs: 'Follow us',
    opensInNewTab: '(opens in a new tab)',
    poweredBy: 'Powered by {{brand}} | Made in India',
  },
  assistant,
  errors: {
    unexpectedTitle: 'Unexpected Application Error!',
    unexpectedBody:
      'Something went wrong on our side. Please try again, or go back to the home page.',
    notFoundTitle: 'Page Not Found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
    badRequest: 'The request could not be understood. Please check the address and try again.',
    methodNotAllowed: 'That action is not allowed here.',
    tryAgain: 'Try again',
    goBackHome: 'Go Back Home',
  },
} as const;
