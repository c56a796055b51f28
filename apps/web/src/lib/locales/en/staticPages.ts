/** The static pages (SPEC section 2): contact, and the chrome around the policy texts. */
export const staticPages = {
  lastUpdated: 'Last updated: {{date}}',
  contact: {
    title: 'Contact Us',
    lead: 'Talk to the right team directly. We reply to every email within one working day.',
    phone: 'Phone',
    email: 'Email',
    office: 'Our office',
    hours: 'Monday to Saturday, 9:00 am to 7:00 pm IST',
    address: {
      street: '2nd Floor, Patto Plaza',
      city: 'Panaji, Goa 403001',
      country: 'India',
    },
    groups: {
      reservations: {
        title: 'Reservations',
        description: 'New bookings, changes to dates and questions about a caregiver.',
      },
      sales: {
        title: 'Bulk / Sales',
        description: 'Care for employees, housing societies, hospitals and long-term contracts.',
      },
      reception: {
        title: 'Reception Desk',
        description: 'General enquiries, feedback and help with your account.',
      },
      listing: {
        title: 'Property Listing',
        description: 'List your creche, day-care or elder-care centre with us as a partner.',
      },
    },
  },
  privacy: {
    title: 'Privacy & Cookie Policy',
    lead: 'How we collect, use and protect the personal data of families and caregivers.',
  },
  terms: {
    title: 'Terms & Conditions',
    lead: 'The agreement between you and CareConnect when you book or offer care on our platform.',
  },
  refunds: {
    title: 'Refund & Cancellation Policy',
    lead: 'What you get back if your plans change, and how quickly.',
    tiersHeading: 'Refund by time of cancellation',
    tiersLead: 'The refund depends on how long before the care starts (its first day) you cancel:',
    whenYouCancel: 'When you cancel',
    refund: 'Refund',
    noRefund: 'No refund',
    fullHeading: 'When you always get a full refund',
    fullLead: 'Whatever the date, everything you paid comes back when:',
    blackoutHeading: 'Coming blackout dates and long weekends',
    blackoutLead:
      'A booking that includes one of these days is non-refundable once the caregiver has accepted it.',
    blackoutNone: 'No blackout dates or long weekends are listed at present.',
    blackoutError: 'The list of dates could not be loaded. Please try again later.',
    blackoutRange: '{{from}} to {{to}}',
    blackoutKinds: {
      BLACKOUT: 'Blackout date',
      LONG_WEEKEND: 'Long weekend',
    },
  },
} as const;
