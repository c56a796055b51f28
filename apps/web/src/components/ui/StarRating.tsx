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

/** One star 20 units wide, drawn from its top point with relative moves only, to repeat. */
const STAR_OUTLINE = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
/** A star and the gap after it, in the drawing's units (the gap is 2 px at the small size). */
const STAR_PITCH = 22.5;
const WIDTH = STAR_PITCH * MAX_STARS - (STAR_PITCH - 20);

/** The outlines of stars `from` to `to` - 1 as one path. */
function starsPath(from: number, to: number): string {
  let d = '';
  for (let index = from; index < to; index += 1)
    d += `M${10 + STAR_PITCH * index} 1.5${STAR_OUTLINE}`;
  return d;
}

interface StarRatingProps {
  /** Average rating out of 5; the stars show it rounded, the label gives it exactly. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars, read out as one image: "Rated 4.5 out of 5". Drawn as one picture with two paths
 * (filled and empty), not five: a list page shows dozens of ratings, and every element costs a
 * cheap phone style and layout time.
 */
export function StarRating({ rating, size = 'sm', className = '' }: StarRatingProps) {
  const { t } = useTranslation();
  const filled = filledStars(rating);
  const starsSize = size === 'md' ? 'h-5 w-27.5' : 'h-4 w-22';
  return (
    <span
      role="img"
      aria-label={t('rating.label', { rating: formatRating(rating), max: MAX_STARS })}
      className={`inline-flex shrink-0 items-center ${className}`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} 20`}
        aria-hidden="true"
        data-stars={MAX_STARS}
        data-filled={filled}
        className={starsSize}
        strokeWidth="1"
        strokeLinejoin="round"
      >
        {filled > 0 ? (
          <path d={starsPath(0, filled)} className="fill-amber-400 stroke-amber-500" />
        ) : null}
        {filled < MAX_STARS ? (
          <path d={starsPath(filled, MAX_STARS)} className="fill-slate-200 stroke-slate-300" />
        ) : null}
      </svg>
    </span>
  );
}
