/** The home page (SPEC section 2, Home). */
export const home = {
  title: 'CareConnect | Elder care and childcare near you',
  hero: {
    eyebrow: 'Elder care and childcare',
    heading: 'Find trusted care near you',
    lead: 'Book verified caregivers and partner care companies by the day, for the elders and children in your family.',
    signUpAndBook: 'Sign Up & Book Now',
    exploreNearMe: 'Explore Services Near Me',
    sampleCaregiver: 'Caregiver near you',
    verified: '✓ Verified & certified',
  },
  categories: {
    elderCare: 'Elder Care',
    childCare: 'Child Care',
  },
  banners: {
    label: 'Highlights',
    learnMore: 'Learn more →',
  },
  nearby: {
    heading: 'Find Services Near You',
    lead: 'Top-rated caregivers and partner companies.',
    kindLabel: 'Provider type',
    individual: 'Individual',
    partner: 'Partner',
    noProviders: 'No caregivers are listed yet.',
    noCompanies: 'No partner companies are listed yet.',
    exploreMore: 'Explore More',
  },
  tips: {
    heading: 'Tips & Guides for Families',
    moreGuides: 'More guides',
    minutesRead_one: '{{count}} min read',
    minutesRead_other: '{{count}} min read',
    choosingCaregiver: {
      title: 'Choosing a caregiver for your parents',
      summary:
        'What to ask at the first meeting, which documents to check, and how to plan a trial day.',
    },
    settlingCreche: {
      title: 'Settling your child into a creche',
      summary:
        'A gentle first week: short days to begin with, a familiar toy, and signs that all is well.',
    },
    afterHospital: {
      title: 'Home care after a hospital stay',
      summary:
        'Set up the room, keep medicines on time, and know which warning signs mean calling the doctor.',
    },
  },
  trust: {
    label: 'Why families trust us',
    securePayments: {
      title: 'Secure Payments',
      text: 'Pay online through a trusted payment gateway. Your card details never reach us.',
    },
    certifiedProviders: {
      title: 'Certified Providers',
      text: 'Caregivers share a government ID and their certificates when they join.',
    },
  },
  blogs: {
    heading: 'Blogs',
    viewAll: 'View all',
  },
} as const;
