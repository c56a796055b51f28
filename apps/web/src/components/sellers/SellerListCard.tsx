import type { SellerKind } from '@care/shared';
import type { SellerListItem } from '../../lib/queries/sellers';
import { truncate } from '../../lib/text';
import { SellerCard } from '../ui/SellerCard';
import { sellerKindViews } from './sellerKinds';

/**
 * One caregiver or partner company in a list, linking to its profile and its booking. With the
 * list's 'free on these dates', the booking opens on those dates.
 */
export function SellerListCard<K extends SellerKind>({
  kind,
  seller,
  dates,
}: {
  kind: K;
  seller: SellerListItem<K>;
  dates?: { from: string; to: string };
}) {
  const view = sellerKindViews[kind];
  const bookHref = view.bookingPath(seller.id);
  const { name, imageUrl } = view.listIdentity(seller);
  return (
    <SellerCard
      name={name}
      displayName={truncate(name, view.cardNameLength)}
      href={view.profilePath(seller.id)}
      bookHref={
        dates ? `${bookHref}?${new URLSearchParams({ from: dates.from, to: dates.to })}` : bookHref
      }
      imageUrl={imageUrl}
      imageShape={view.imageShape}
      avgRating={seller.avgRating}
      reviewCount={seller.reviewCount}
      categories={seller.serviceCategories}
      startingPricePerDay={seller.startingPricePerDay}
      pincode={seller.pincode}
      distanceKm={seller.distanceKm}
      certified={seller.verified}
    />
  );
}
