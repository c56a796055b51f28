import type { CompanyListItem } from '@care/shared';
import { SellerCard } from '../ui/SellerCard';
import { truncate } from '../../lib/text';

/** SPEC section 9: company names on cards are cut to 12 characters. */
export const COMPANY_CARD_NAME_LENGTH = 12;

/** The SPEC's company profile route, misspelt as the spec has it; links must point at it. */
export function companyProfilePath(id: string): string {
  return `/compnay-provider/${id}`;
}

export function companyBookingPath(id: string): string {
  return `/company-service-booking/${id}`;
}

export function CompanyCard({ company }: { company: CompanyListItem }) {
  return (
    <SellerCard
      name={company.companyName}
      displayName={truncate(company.companyName, COMPANY_CARD_NAME_LENGTH)}
      href={companyProfilePath(company.id)}
      bookHref={companyBookingPath(company.id)}
      imageUrl={company.companyLogo}
      imageShape="rounded"
      avgRating={company.avgRating}
      reviewCount={company.reviewCount}
      categories={company.serviceCategories}
      startingPricePerDay={company.startingPricePerDay}
      pincode={company.pincode}
    />
  );
}
