import type { ProviderListItem } from '@care/shared';
import { SellerCard } from '../ui/SellerCard';
import { truncate } from '../../lib/text';

/** SPEC section 9: provider names on cards are cut to 15 characters. */
export const PROVIDER_CARD_NAME_LENGTH = 15;

export function ProviderCard({ provider }: { provider: ProviderListItem }) {
  return (
    <SellerCard
      name={provider.name}
      displayName={truncate(provider.name, PROVIDER_CARD_NAME_LENGTH)}
      href={`/provider/${provider.id}`}
      bookHref={`/booking/${provider.id}`}
      imageUrl={provider.profileImage}
      avgRating={provider.avgRating}
      reviewCount={provider.reviewCount}
      categories={provider.serviceCategories}
      startingPricePerDay={provider.startingPricePerDay}
      pincode={provider.pincode}
    />
  );
}
