export interface ContactGroup {
  /** Which team: its name and what it handles are texts of the locales (staticPages.contact.groups). */
  key: 'reservations' | 'sales' | 'reception' | 'listing';
  /** As displayed; the tel: link strips the spaces. */
  phone: string;
  email: string;
}

export const CONTACT_GROUPS: ContactGroup[] = [
  { key: 'reservations', phone: '+91 98220 41510', email: 'reservations@careconnect.in' },
  { key: 'sales', phone: '+91 98220 41520', email: 'sales@careconnect.in' },
  { key: 'reception', phone: '+91 832 242 1530', email: 'reception@careconnect.in' },
  { key: 'listing', phone: '+91 98220 41540', email: 'partners@careconnect.in' },
];
