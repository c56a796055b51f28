import { messages, type SellerKind } from '@care/shared';
import { useEffect } from 'react';
import { sellerListItems, useSellers } from '../../../lib/queries/sellers';
import { userErrorMessage } from '../../../lib/errorMessage';
import { SellerListCard } from '../../../components/sellers/SellerListCard';
import { ListingScreen, type ListingCopy } from '../components/ListingScreen';
import { useListingParams } from '../hooks/useListingParams';
import { listingStatus } from '../components/listingStatus';

/** The words of each list (SPEC section 2, Services and Company services lists). */
const copyByKind: Record<SellerKind, ListingCopy> = {
  Provider: {
    title: 'Services',
    lead: 'Individual caregivers for elders and children, booked by the day.',
    careTypeLabel: 'Care Type',
    anyCareType: 'All Care Types',
    serviceLabel: 'Service',
    anyService: 'All Services',
    searchPlaceholder: 'Search for Service',
    drawer: {
      careTypeLabel: 'Care Type',
      anyCareType: 'All Care Types',
      skillsLabel: 'Skills',
      anySkill: 'All Skills',
    },
    errorMessage: messages.providersError,
    emptyMessage: 'No caregivers match your search.',
    paginationLabel: 'Caregiver pages',
  },
  Company: {
    title: 'Partner Companies',
    lead: 'Creches and care agencies with trained staff, booked by the day.',
    careTypeLabel: 'Care Type',
    anyCareType: 'All Categories',
    serviceLabel: 'Services',
    anyService: 'All Skills',
    searchPlaceholder: 'Search for Company',
    drawer: {
      careTypeLabel: 'Care Type',
      anyCareType: 'All Categories',
      skillsLabel: 'Skills',
      anySkill: 'All Skills',
    },
    errorMessage: messages.companiesError,
    emptyMessage: 'No partner companies match your search.',
    paginationLabel: 'Company pages',
  },
};

/** /service lists individual caregivers, /company-service partner companies. */
export function SellerListPage<K extends SellerKind>({ kind }: { kind: K }) {
  const listing = useListingParams();
  const sellers = useSellers(kind, listing.query);
  const pagination = sellers.isPlaceholderData ? undefined : sellers.data?.pagination;
  const { landOnPage, params } = listing;
  const dates = params.freeFrom ? { from: params.freeFrom, to: params.freeTo } : undefined;
  useEffect(() => {
    if (pagination && pagination.total > 0 && pagination.page > pagination.totalPages) {
      landOnPage(pagination.totalPages);
    }
  }, [pagination, landOnPage]);
  return (
    <ListingScreen
      kind={kind}
      copy={copyByKind[kind]}
      listing={listing}
      status={listingStatus(sellers)}
      errorDetail={sellers.isError ? userErrorMessage(sellers.error, '') : undefined}
      items={sellers.data ? sellerListItems(kind, sellers.data) : []}
      pagination={sellers.data?.pagination}
      isUpdating={sellers.isPlaceholderData}
      onRetry={() => void sellers.refetch()}
      getKey={(seller) => seller.id}
      renderItem={(seller) => <SellerListCard kind={kind} seller={seller} dates={dates} />}
    />
  );
}
