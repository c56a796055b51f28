import type { MessageKey, SellerKind } from '@care/shared';
import type { ReactNode } from 'react';
import type { SellerProfile } from '../../lib/queries/sellers';
import { CaregiverDetails } from './components/CaregiverDetails';
import { CompanyContact } from './components/CompanyContact';

interface ProfileKindView<K extends SellerKind> {
  /**
   * Where the kind's words live in the locales (`sellers.provider` or `sellers.company`): the
   * title, 'Browse ...', the badge (SPEC 2: 'Available' or 'Active'), the about fallback, the
   * services heading and the fixed experience each kind states (SPEC 9).
   */
  copy: 'provider' | 'company';
  /** SPEC 8: for a seller that does not exist, and for any other failure. */
  notFoundMessage: MessageKey;
  errorMessage: MessageKey;
  /** Where someone goes from a profile that does not exist. */
  browseTo: string;
  /** The header's PIN; a company's pincode is shown with its address instead. */
  headerPincode(profile: SellerProfile<K>): string | null;
  /** The sections beside the experience, which differ by kind (SPEC 2). */
  details(profile: SellerProfile<K>): ReactNode;
}

/*
 * A caregiver's and a company's profile are one page; these are its differences. A mapping over
 * the kinds, so `profileKinds[kind]` takes the kind's own profile when `kind` is generic.
 */
export const profileKinds: { [K in SellerKind]: ProfileKindView<K> } = {
  Provider: {
    copy: 'provider',
    notFoundMessage: 'providerFetchFailed',
    errorMessage: 'providerFetchError',
    browseTo: '/service',
    headerPincode: (profile) => profile.pincode,
    details: (profile) => <CaregiverDetails profile={profile} />,
  },
  Company: {
    copy: 'company',
    notFoundMessage: 'companyFetchFailed',
    errorMessage: 'companyFetchError',
    browseTo: '/company-service',
    headerPincode: () => null,
    details: (profile) => <CompanyContact profile={profile} />,
  },
};
