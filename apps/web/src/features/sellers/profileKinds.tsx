import { messages, type SellerKind } from '@care/shared';
import type { ReactNode } from 'react';
import type { SellerProfile } from '../../lib/queries/sellers';
import { CaregiverDetails } from './components/CaregiverDetails';
import { CompanyContact } from './components/CompanyContact';

interface ProfileKindView<K extends SellerKind> {
  /** The page's generic title: while loading, on failure, and after the name in the tab. */
  title: string;
  /** SPEC 8: for a seller that does not exist, and for any other failure. */
  notFoundMessage: string;
  errorMessage: string;
  /** Where someone goes from a profile that does not exist. */
  browse: { to: string; label: string };
  /** SPEC 2: 'Available' for a caregiver, 'Active' for a company. */
  badge: string;
  /** The header's PIN; a company's pincode is shown with its address instead. */
  headerPincode(profile: SellerProfile<K>): string | null;
  aboutFallback: string;
  servicesTitle: string;
  /** SPEC 9: the fixed experience each kind of profile states. */
  experience: { value: string; caption: string };
  /** The sections beside the experience, which differ by kind (SPEC 2). */
  details(profile: SellerProfile<K>): ReactNode;
}

/*
 * A caregiver's and a company's profile are one page; these are its differences. A mapping over
 * the kinds, so `profileKinds[kind]` takes the kind's own profile when `kind` is generic.
 */
export const profileKinds: { [K in SellerKind]: ProfileKindView<K> } = {
  Provider: {
    title: 'Caregiver Profile',
    notFoundMessage: messages.providerFetchFailed,
    errorMessage: messages.providerFetchError,
    browse: { to: '/service', label: 'Browse caregivers' },
    badge: 'Available',
    headerPincode: (profile) => profile.pincode,
    aboutFallback:
      'This caregiver has not written an introduction yet. Book a service to get to know them.',
    servicesTitle: 'Available Services',
    experience: { value: '8 years', caption: 'of caring for families' },
    details: (profile) => <CaregiverDetails profile={profile} />,
  },
  Company: {
    title: 'Company Profile',
    notFoundMessage: messages.companyFetchFailed,
    errorMessage: messages.companyFetchError,
    browse: { to: '/company-service', label: 'Browse partner companies' },
    badge: 'Active',
    headerPincode: () => null,
    aboutFallback: 'This company has not added a description yet.',
    servicesTitle: 'Services',
    experience: { value: '10+ years', caption: 'in care services' },
    details: (profile) => <CompanyContact profile={profile} />,
  },
};
