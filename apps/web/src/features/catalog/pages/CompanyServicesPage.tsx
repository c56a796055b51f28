import { messages } from '@care/shared';
import { useCompanies } from '../../../lib/queries/companies';
import { CompanyCard } from '../../../components/sellers/CompanyCard';
import { ListingScreen, type ListingCopy } from '../components/ListingScreen';
import { useListingParams } from '../hooks/useListingParams';
import { listingStatus } from '../components/listingStatus';

const copy: ListingCopy = {
  title: 'Partner Companies',
  lead: 'Creches and care agencies with trained staff, booked by the day.',
  sellerType: 'Company',
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
};

/** /company-service: partner companies (SPEC section 2, Company services list). */
export function CompanyServicesPage() {
  const listing = useListingParams();
  const companies = useCompanies(listing.query);
  return (
    <ListingScreen
      copy={copy}
      listing={listing}
      status={listingStatus(companies)}
      items={companies.data?.companies ?? []}
      pagination={companies.data?.pagination}
      isUpdating={companies.isPlaceholderData}
      onRetry={() => void companies.refetch()}
      getKey={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} />}
    />
  );
}
