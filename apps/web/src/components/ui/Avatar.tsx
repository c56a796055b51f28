import { profilePhotoRules, type ProfilePhotoSize } from '@care/shared';

/** Tints with dark text, every pair above 4.5:1, so initials stay readable. */
const PALETTE = [
  'bg-brand-100 text-brand-900',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-emerald-100 text-emerald-900',
] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : undefined;
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : undefined;
  return `${first ?? ''}${last ?? ''}`.toUpperCase() || '?';
}

function tintOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}

interface AvatarProps {
  name: string;
  /** A photo or logo; without one the initials stand in, so nothing downloads. */
  src?: string | null;
  /**
   * Which of the server's square sizes `src` is: cards get the small one, profile pages the
   * large one. It becomes the image's width and height, so the browser knows its shape early.
   */
  size?: ProfilePhotoSize;
  /**
   * The picture a page opens with loads at once, ahead of other downloads; any other waits until
   * it scrolls near.
   */
  eager?: boolean;
  /** Size and text size, e.g. "size-16 text-xl". The box is fixed, so nothing shifts. */
  className?: string;
  shape?: 'circle' | 'rounded';
}

/** A person's photo or a company's logo, or a tinted initials placeholder when there is none. */
export function Avatar({
  name,
  src,
  size = 'card',
  eager = false,
  className = 'size-14 text-lg',
  shape = 'circle',
}: AvatarProps) {
  const radius = shape === 'circle' ? 'rounded-full' : 'rounded-2xl';
  if (src) {
    const pixels = profilePhotoRules.sizes[size];
    return (
      <img
        src={src}
        alt=""
        width={pixels}
        height={pixels}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={`shrink-0 bg-slate-100 object-cover ${radius} ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center font-semibold select-none ${radius} ${tintOf(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
