import {
  indiaDayOf,
  writeMonth,
  type Language,
  type PublicReview,
  type SellerKind,
  type StarCounts,
} from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StarRating, formatRating } from '../../../components/ui/StarRating';
import { useLanguage } from '../../../lib/i18n';
import { useSellerReviews } from '../../../lib/queries/reviews';

/** The month a review was written, for the reader: "November 2026", or "नवंबर 2026". */
export function reviewMonth(createdAt: string, language: Language): string {
  return writeMonth(indiaDayOf(new Date(createdAt)), language);
}

/** Who wrote a review, as far as a family shares it: "Asha, Pune", or "Asha". */
function reviewAuthor(review: PublicReview): string {
  return review.city ? `${review.name}, ${review.city}` : review.name;
}

const STARS = ['5', '4', '3', '2', '1'] as const;

/** One bar per star: how many of the reviews gave it, as a share of all. */
function StarBreakdown({ counts, total }: { counts: StarCounts; total: number }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1.5" aria-label={t('sellers.reviews.byStar')}>
      {STARS.map((star) => {
        const n = counts[star];
        const share = total ? Math.round((n / total) * 100) : 0;
        return (
          <div key={star} className="flex items-center gap-2 text-sm">
            <dt className="w-12 shrink-0 text-slate-700">{t('sellers.reviews.star', { star })}</dt>
            <dd className="flex flex-1 items-center gap-2">
              {/* The bar's length is an SVG attribute, not a style attribute: this page is
                  rendered on the server, and its Content-Security-Policy allows no inline style.
                  Its width is 0 before it grows: left to its picture's own ratio (100 to 1), an
                  8 px high bar asks for 800 px and widened the profile past a phone's screen. */}
              <svg
                className="h-2 w-0 flex-1 overflow-hidden rounded-full bg-slate-100"
                viewBox="0 0 100 1"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <rect className="fill-amber-400" width={share} height="1" />
              </svg>
              <span className="w-8 text-right text-slate-600 tabular-nums">{n}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ReviewSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-3 w-40" />
        </li>
      ))}
    </ul>
  );
}

/** A seller's reviews on their profile: the rating summary by star, then the reviews, paged. */
export function SellerReviews({ kind, sellerId }: { kind: SellerKind; sellerId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(kind, sellerId, page);

  if (reviews.isError) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('sellers.reviews.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          {t('sellers.reviews.tryAgain')}
        </Button>
      </div>
    );
  }
  if (reviews.isPending) return <ReviewSkeleton />;

  const { pagination, counts, average } = reviews.data;
  if (pagination.total === 0) {
    return <p className="text-sm text-slate-700">{t('sellers.reviews.none')}</p>;
  }
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="text-center sm:pr-4">
          <p className="text-3xl font-bold text-slate-900">{formatRating(average ?? 0)}</p>
          <StarRating rating={average ?? 0} size="md" />
          <p className="mt-1 text-sm text-slate-600">
            {t('sellers.reviews.count', { count: pagination.total })}
          </p>
        </div>
        <StarBreakdown counts={counts} total={pagination.total} />
      </div>
      <ul className="divide-y divide-slate-100" aria-busy={reviews.isPlaceholderData}>
        {reviews.data.reviews.map((review, index) => (
          <li key={`${pagination.page}-${index}`} className="py-3">
            <StarRating rating={review.rating} />
            {review.comment ? <p className="mt-1.5 text-slate-800">{review.comment}</p> : null}
            <p className="mt-1 text-sm text-slate-600">
              {t('sellers.reviews.byline', {
                who: reviewAuthor(review),
                month: reviewMonth(review.createdAt, language),
              })}
            </p>
          </li>
        ))}
      </ul>
      {pagination.totalPages > 1 ? (
        <Pagination
          label={t('sellers.reviews.pages')}
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={setPage}
          disabled={reviews.isPlaceholderData}
        />
      ) : null}
    </div>
  );
}
