import type { SellerKind } from '@care/shared';
import type { SellerListItem, SellerProfile } from '../../lib/queries/sellers';

/** What a card or a heading shows of a seller, whatever its kind calls the fields. */
export interface SellerIdentity {
  name: string;
  imageUrl: string | null;
}

interface SellerKindView<K extends SellerKind> {
  /** The public profile's route (SPEC 2); links must point at the spec's spelling. */
  profilePath(id: string): string;
  /** The booking wizard's route (SPEC 2). */
  bookingPath(id: string): string;
  /** SPEC 9: caregiver names on cards are cut to 15 characters, company names to 12. */
  cardNameLength: number;
  /** A caregiver's photo is round; a company's logo keeps its corners. */
  imageShape: 'circle' | 'rounded';
  listIdentity(item: SellerListItem<K>): SellerIdentity;
  profileIdentity(profile: SellerProfile<K>): SellerIdentity;
}

/*
 * The differences between a caregiver and a partner company on screen, as data. A mapping over
 * the kinds, so `sellerKindViews[kind]` keeps the kind's own types when `kind` is generic.
 */
export const sellerKindViews: { [K in SellerKind]: SellerKindView<K> } = {
  Provider: {
    profilePath: (id) => `/provider/${id}`,
    bookingPath: (id) => `/booking/${id}`,
    cardNameLength: 15,
    imageShape: 'circle',
    listIdentity: (item) => ({ name: item.name, imageUrl: item.profileImage }),
    profileIdentity: (profile) => ({ name: profile.name, imageUrl: profile.profileImage }),
  },
  Company: {
    // Misspelt as the SPEC has it; the correct spelling serves the same page.
    profilePath: (id) => `/compnay-provider/${id}`,
    bookingPath: (id) => `/company-service-booking/${id}`,
    cardNameLength: 12,
    imageShape: 'rounded',
    listIdentity: (item) => ({ name: item.companyName, imageUrl: item.companyLogo }),
    profileIdentity: (profile) => ({ name: profile.companyName, imageUrl: profile.companyLogo }),
  },
};
