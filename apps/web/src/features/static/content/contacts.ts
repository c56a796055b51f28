export interface ContactGroup {
  title: string;
  description: string;
  /** As displayed; the tel: link strips the spaces. */
  phone: string;
  email: string;
}

export const CONTACT_GROUPS: ContactGroup[] = [
  {
    title: 'Reservations',
    description: 'New bookings, changes to dates and questions about a caregiver.',
    phone: '+91 98220 41510',
    email: 'reservations@careconnect.in',
  },
  {
    title: 'Bulk / Sales',
    description: 'Care for employees, housing societies, hospitals and long-term contracts.',
    phone: '+91 98220 41520',
    email: 'sales@careconnect.in',
  },
  {
    title: 'Reception Desk',
    description: 'General enquiries, feedback and help with your account.',
    phone: '+91 832 242 1530',
    email: 'reception@careconnect.in',
  },
  {
    title: 'Property Listing',
    description: 'List your creche, day-care or elder-care centre with us as a partner.',
    phone: '+91 98220 41540',
    email: 'partners@careconnect.in',
  },
];

export const OFFICE = {
  address: ['CareConnect', '2nd Floor, Patto Plaza', 'Panaji, Goa 403001', 'India'],
  hours: 'Monday to Saturday, 9:00 am to 7:00 pm IST',
};
