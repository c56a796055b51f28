import { useQuery } from '@tanstack/react-query';
import { sellerProfileQueryOptions } from '../../../lib/queries/sellers';
import { sellerKindViews } from '../../../components/sellers/sellerKinds';
import type { SellerKind } from '../model/types';

/** The caregiver's or company's display name, from the cache the profile page fills. */
export function useSellerName<K extends SellerKind>(kind: K, sellerId: string, enabled: boolean) {
  const profile = useQuery({
    ...sellerProfileQueryOptions(kind, sellerId),
    enabled,
    select: (data) => sellerKindViews[kind].profileIdentity(data).name,
  });
  return profile.data;
}
