import { blogCoverHeight, blogCoverRules, type BlogCoverSize } from '@care/shared';

interface BlogImageProps {
  src: string | null;
  /** Varies the placeholder's tint between neighbouring cards. */
  index?: number;
  className?: string;
  /**
   * Which of the server's 16:9 widths `src` is (the list gives cards the small one, a post its
   * large one); it becomes the image's width and height, so nothing shifts as it loads.
   */
  size?: BlogCoverSize;
  /**
   * The hero of a post loads at once, ahead of other downloads; card images wait until they
   * scroll near.
   */
  eager?: boolean;
  /** The placeholder's shape; a post page uses a slimmer band than a card's 16:9. */
  placeholderAspect?: string;
}

const TINTS = [
  'from-brand-100 to-brand-200 text-brand-700',
  'from-amber-50 to-amber-100 text-amber-700',
  'from-sky-50 to-sky-100 text-sky-700',
  'from-rose-50 to-rose-100 text-rose-700',
] as const;

/**
 * A post's picture in a fixed 16:9 box (no layout shift), or, when the post has none, a soft
 * illustration drawn in CSS and SVG, so nothing extra downloads on a slow connection.
 */
export function BlogImage({
  src,
  index = 0,
  className = '',
  size = 'card',
  eager = false,
  placeholderAspect = 'aspect-video',
}: BlogImageProps) {
  if (src) {
    const width = blogCoverRules.sizes[size];
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={blogCoverHeight(width)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`flex ${placeholderAspect} w-full items-center justify-center bg-gradient-to-br ${TINTS[index % TINTS.length] ?? TINTS[0]} ${className}`}
    >
      <svg viewBox="0 0 48 48" className="size-12 opacity-70" fill="none">
        <path
          d="M8 12c6-2 11-2 16 2v24c-5-4-10-4-16-2V12zM40 12c-6-2-11-2-16 2v24c5-4 10-4 16-2V12z"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
