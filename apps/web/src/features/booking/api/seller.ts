import { useQuery } from '@tanstack/react-query';
import {
  companyOfferingsQueryOptions,
  companyProfileQueryOptions,
} from '../../../lib/queries/companies';
import {
  providerOfferingsQueryOptions,
  providerProfileQueryOptions,
} from '../../../lib/queries/providers';
import type { SellerKind } from '../model/types';

/**
 * The seller's bookable services, from the same cache the profile pages fill. Both queries
 * are declared (hooks run in a fixed order); only the one for `kind` runs.
 */
export function useSellerOfferings(kind: SellerKind, sellerId: string, enabled: boolean) {
  const provider = useQuery({
    ...providerOfferingsQueryOptions(sellerId),
    enabled: enabled && kind === 'Provider',
  });
  const company = useQuery({
    ...companyOfferingsQueryOptions(sellerId),
    enabled: enabled && kind === 'Company',
  });
  return kind === 'Provider' ? provider : company;
}

/** The caregiver's or company's display name, for the page heading and the review. */
export function useSellerName(kind: SellerKind, sellerId: string, enabled: boolean) {
  const provider = useQuery({
    ...providerProfileQueryOptions(sellerId),
    enabled: enabled && kind === 'Provider',
    select: (profile) => profile.name,
  });
  const company = useQuery({
    ...companyProfileQueryOptions(sellerId),
    enabled: enabled && kind === 'Company',
    select: (profile) => profile.companyName,
  });
  return kind === 'Provider' ? provider.data : company.data;
}
