import { aboutKm, formatPaise, type Category } from '@care/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { Avatar } from './Avatar';
import { CertifiedMark } from './CertifiedMark';
import { ButtonLink } from './Button';
import { Skeleton } from './Skeleton';
import { formatRating, StarRating } from './StarRating';
import { CategoryChips } from './CategoryChips';

interface SellerCardProps {
  /** The full name: screen readers and the tooltip get it whole. */
  name: string;
  /** The name as the card shows it, already cut to the SPEC's length. */
  displayName: string;
  href: string;
  bookHref: string;
  imageUrl: string | null;
  imageShape?: 'circle' | 'rounded';
  avgRating: number;
  reviewCount: number;
  categories: Category[];
  startingPricePerDay: number | null;
  pincode: string | null;
  /** Km from the family's PIN code, when the list is ordered by distance. */
  distanceKm?: number | null | undefined;
  /** Verified by the operator: the card carries the 'Certified' mark. */
  certified?: boolean;
}

const cardFrame =
  'relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * One provider or company in a list. The whole card opens the profile (a stretched link, so
 * there is no link inside a link), and 'Book Now' sits above it. Every row has a fixed height,
 * so the skeleton below takes exactly the same space and nothing moves when data arrives.
 */
export function SellerCard({
  name,
  displayName,
  href,
  bookHref,
  imageUrl,
  imageShape = 'circle',
  avgRating,
  reviewCount,
  categories,
  startingPricePerDay,
  pincode,
  distanceKm,
  certified = false,
}: SellerCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article
      className={`${cardFrame} transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-md`}
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} src={imageUrl} shape={imageShape} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <h3 className="h-6 truncate text-base leading-6 font-semibold text-slate-900">
            <Link
              to={href}
              title={name}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              <span aria-hidden="true">{displayName}</span>
              <span className="sr-only">{name}</span>
            </Link>
          </h3>
          <p className="mt-1 flex h-5 items-center gap-1.5 text-sm text-slate-600">
            <StarRating rating={avgRating} />
            <span aria-hidden="true" className="font-medium text-slate-800">
              {formatRating(avgRating)}
            </span>
            {reviewCount > 0 ? (
              <span>
                ({reviewCount}
                <span className="sr-only">{` ${t('sellerCard.reviews', { count: reviewCount })}`}</span>
                )
              </span>
            ) : (
              <span>{t('sellerCard.new')}</span>
            )}
          </p>
          <p className="mt-1 h-5 truncate text-sm text-slate-500">
            {typeof distanceKm === 'number' ? (
              <span className="font-medium text-slate-700">
                {t('sellerCard.away', { distance: aboutKm(distanceKm, language) })}
              </span>
            ) : null}
            {pincode ? t('sellerCard.pincode', { pincode }) : t('sellerCard.locationOnRequest')}
          </p>
        </div>
      </div>
      {/* The mark leads the chips' row, which has the card's whole width; the name keeps its own. */}
      <div className="mt-3 flex h-7 items-center gap-1.5 overflow-hidden">
        {certified ? <CertifiedMark className="h-7 px-2.5" /> : null}
        <CategoryChips
          categories={categories}
          className="flex h-7 min-w-0 flex-wrap gap-1.5 overflow-hidden"
        />
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p className="text-sm text-slate-600">
          {startingPricePerDay === null ? (
            t('sellerCard.priceOnRequest')
          ) : (
            <Trans
              t={t}
              i18nKey="sellerCard.fromPerDay"
              values={{ price: formatPaise(startingPricePerDay, language) }}
              components={{ price: <span className="font-semibold text-slate-900" /> }}
            />
          )}
        </p>
        {/* Above the stretched link, so a tap here books instead of opening the profile. */}
        {/* Named after the person too: a list of identical "Book Now" links says nothing. */}
        <ButtonLink
          to={bookHref}
          aria-label={t('sellerCard.bookNowWith', { name })}
          className="relative z-10 shrink-0"
        >
          {t('sellerCard.bookNow')}
        </ButtonLink>
      </div>
    </article>
  );
}

/** Stands in for a SellerCard while loading: the same rows at the same heights. */
export function SellerCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardFrame}>
      <div className="flex items-start gap-3">
        <Skeleton className="size-14 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="mt-1 h-5 w-1/2" />
          <Skeleton className="mt-1 h-5 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-3 h-7 w-24 rounded-full" />
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-11 w-28 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The class of a list item that holds a SellerCard. A card out of view is neither styled, laid
 * out nor painted until it comes near the screen (`content-visibility: auto`): a list page of
 * 24 cards otherwise costs a cheap phone a long task of style and layout for the 20 it cannot
 * show yet. Until then the card takes the height every card has (its rows are fixed: 206 px),
 * so the page is as long as before and nothing moves. What the browser skips is still in the
 * page for find-in-page and screen readers. The clip margin keeps the card's shadow and focus
 * ring, which reach past its box, from being cut off at the item's edge.
 */
export const sellerCardItem =
  '[content-visibility:auto] [contain-intrinsic-size:auto_206px] [overflow-clip-margin:12px]';
