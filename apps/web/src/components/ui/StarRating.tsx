import { useTranslation } from 'react-i18next';

export const MAX_STARS = 5;

/** Whole stars to fill for an average rating: rounded, and kept within 0 to 5 (SPEC 9). */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
}

/** "4.5", "5": one decimal at most, as a person reads a rating. */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating)) return '0';
  return String(Math.round(Math.min(MAX_STARS, Math.max(0, rating)) * 10) / 10);
}

const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

interface StarRatingProps {
  /** Average rating out of 5; the stars show it rounded, the label gives it exactly. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Five stars, read out as one image: "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 'sm', className = '' }: StarRatingProps) {
  const { t } = useTranslation();
  const filled = filledStars(rating);
  const starSize = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={t('rating.label', { rating: formatRating(rating), max: MAX_STARS })}
      className={`inline-flex shrink-0 items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          data-filled={index < filled}
          className={`${starSize} ${index < filled ? 'fill-amber-400 stroke-amber-500' : 'fill-slate-200 stroke-slate-300'}`}
          strokeWidth="1"
          strokeLinejoin="round"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
