import type { Banner } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useBanners } from '../api/banners';

/*
 * Dark enough from the first stop that the white subtitle (at 90%) keeps 4.5:1 even under the
 * tile's translucent white circle: axe cannot measure text on a gradient, so this is by hand.
 */
const TINTS = [
  'from-brand-800 to-brand-900',
  'from-amber-800 to-orange-900',
  'from-sky-800 to-indigo-900',
] as const;

const tile =
  'relative flex h-40 w-[85%] shrink-0 snap-start flex-col justify-end overflow-hidden rounded-2xl p-5 sm:w-[60%] md:w-auto';

type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** Only site paths and web addresses are followed; anything else (javascript:, data:) is not. */
export function bannerTarget(link: string | null): BannerTarget {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  return null;
}

function BannerTile({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation();
  const target = bannerTarget(banner.link);
  const stretched =
    'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-white';
  const title =
    target?.kind === 'internal' ? (
      <Link to={target.to} className={stretched}>
        {banner.title}
      </Link>
    ) : target?.kind === 'external' ? (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={stretched}>
        {banner.title}
      </a>
    ) : (
      banner.title
    );

  return (
    <li
      className={`${tile} bg-gradient-to-br text-white ${TINTS[index % TINTS.length] ?? TINTS[0]}`}
    >
      {banner.image ? (
        <>
          <img
            src={banner.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          {/* Keeps white text readable on any photo. */}
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/70 to-black/10"
          />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10 ring-[1.5rem] ring-white/5"
        />
      )}
      <h3 className="relative text-lg leading-snug font-bold">{title}</h3>
      {banner.subtitle ? (
        <p className="relative mt-1 line-clamp-2 text-sm text-white/90">{banner.subtitle}</p>
      ) : null}
      {target ? (
        <span aria-hidden="true" className="relative mt-2 text-sm font-semibold">
          {t('home.banners.learnMore')}
        </span>
      ) : null}
    </li>
  );
}

const strip =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0';

/** The operator's promotional banners: swipeable on a phone, three across on a wide screen. */
export function BannerStrip() {
  const { t } = useTranslation();
  const banners = useBanners();
  // SPEC section 8: a failed banner load shows nothing to the visitor.
  if (banners.isError || banners.data?.length === 0) return null;
  return (
    <section aria-label={t('home.banners.label')} className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      {banners.isPending ? (
        <ul aria-hidden="true" className={strip}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={tile}>
              <Skeleton className="absolute inset-0 h-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={strip}>
          {banners.data.map((banner, index) => (
            <BannerTile key={banner._id} banner={banner} index={index} />
          ))}
        </ul>
      )}
    </section>
  );
}
