import type { Category } from '@care/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../ui/Avatar';
import { CertifiedMark } from '../ui/CertifiedMark';
import { ButtonLink } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { formatRating, StarRating } from '../ui/StarRating';
import { StatusBadge } from '../ui/StatusBadge';
import { CategoryChips } from '../ui/CategoryChips';
import { DocumentHead } from '../ui/DocumentHead';

export const profileFrame = 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10';
const card = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

interface ProfileHeaderProps {
  name: string;
  imageUrl: string | null;
  imageShape?: 'circle' | 'rounded';
  /** 'Available' for a caregiver, 'Active' for a company (SPEC section 2). */
  badge: string;
  avgRating: number;
  reviewCount: number;
  categories: Category[];
  pincode: string | null;
  bookHref: string;
  /** Verified by the operator: the 'Certified' mark beside the name. */
  certified?: boolean;
}

/** Photo or logo, name, badge, rating and the page's main action. */
export function ProfileHeader({
  name,
  imageUrl,
  imageShape = 'circle',
  badge,
  avgRating,
  reviewCount,
  categories,
  pincode,
  bookHref,
  certified = false,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className={`${card} overflow-hidden`}>
      <div
        aria-hidden="true"
        className="h-20 bg-gradient-to-r from-brand-100 via-brand-50 to-amber-50 sm:h-24"
      />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6 sm:pb-6">
        <Avatar
          name={name}
          src={imageUrl}
          size="profile"
          eager
          shape={imageShape}
          className="-mt-12 size-24 text-3xl ring-4 ring-white sm:-mt-14 sm:size-28 sm:self-start"
        />
        <div className="min-w-0 flex-1 sm:pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl leading-tight font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {name}
            </h1>
            <StatusBadge tone="success">{badge}</StatusBadge>
            {certified ? <CertifiedMark className="px-2.5" /> : null}
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <StarRating rating={avgRating} size="md" />
            <span aria-hidden="true" className="font-semibold text-slate-900">
              {formatRating(avgRating)}
            </span>
            <span>
              {reviewCount > 0
                ? t('components.profile.reviews', { count: reviewCount })
                : t('components.profile.noReviews')}
            </span>
            {pincode ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('components.profile.pincode', { pincode })}</span>
              </>
            ) : null}
          </p>
          {categories.length > 0 ? (
            <CategoryChips categories={categories} className="mt-3 flex flex-wrap gap-2" />
          ) : null}
        </div>
        <ButtonLink to={bookHref} size="lg" className="w-full shrink-0 sm:w-auto">
          {t('components.profile.bookNow')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A titled card on a profile page. */
export function ProfileSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card} p-5 sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The loading state of a profile, shaped like the page, under the page's generic title. */
export function ProfileSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className={profileFrame} aria-busy="true">
      <DocumentHead title={`${title} | ${t('brand.name')}`} />
      <h1 className="sr-only">{title}</h1>
      <p className="sr-only" role="status">
        {t('components.profile.loading')}
      </p>
      <div aria-hidden="true" className={`${card} overflow-hidden`}>
        <div className="h-20 bg-slate-100 sm:h-24" />
        <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6 sm:pb-6">
          <Skeleton className="-mt-12 size-24 shrink-0 rounded-full ring-4 ring-white sm:-mt-14 sm:size-28 sm:self-start" />
          <div className="flex-1 sm:pt-4">
            <Skeleton className="h-8 w-2/3 max-w-xs" />
            <Skeleton className="mt-2 h-5 w-1/2 max-w-56" />
            <Skeleton className="mt-3 h-7 w-24 rounded-full" />
          </div>
          <Skeleton className="h-12 w-full rounded-xl sm:w-36" />
        </div>
      </div>
      <div aria-hidden="true" className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className={`${card} space-y-3 p-6 lg:col-span-2`}>
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <div className={`${card} space-y-3 p-6`}>
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-8 w-20" />
        </div>
      </div>
    </div>
  );
}

/** A profile that could not be shown: the SPEC's message in red, and a way on. */
export function ProfileError({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={profileFrame}>
      <DocumentHead title={`${title} | ${t('brand.name')}`} />
      <div className={`${card} p-6 sm:p-8`}>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">{action}</div>
      </div>
    </div>
  );
}
