import { messages } from '@care/shared';
import { useProviders } from '../../../lib/queries/providers';
import { ProviderCard } from '../../../components/sellers/ProviderCard';
import { ListingScreen, type ListingCopy } from '../components/ListingScreen';
import { useListingParams } from '../hooks/useListingParams';
import { listingStatus } from '../components/listingStatus';

const copy: ListingCopy = {
  title: 'Services',
  lead: 'Individual caregivers for elders and children, booked by the day.',
  sellerType: 'Provider',
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
};

/** /service: individual providers (SPEC section 2, Services list). */
export function ServicesPage() {
  const listing = useListingParams();
  const providers = useProviders(listing.query);
  return (
    <ListingScreen
      copy={copy}
      listing={listing}
      status={listingStatus(providers)}
      items={providers.data?.providers ?? []}
      pagination={providers.data?.pagination}
      isUpdating={providers.isPlaceholderData}
      onRetry={() => void providers.refetch()}
      getKey={(provider) => provider.id}
      renderItem={(provider) => <ProviderCard provider={provider} />}
    />
  );
}
