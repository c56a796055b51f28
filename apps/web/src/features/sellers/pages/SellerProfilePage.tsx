import { isUuid, type SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { OfferingList } from '../../../components/sellers/OfferingList';
import {
  ProfileError,
  ProfileHeader,
  ProfileSection,
  ProfileSkeleton,
  profileFrame,
} from '../../../components/sellers/ProfileParts';
import { sellerKindViews } from '../../../components/sellers/sellerKinds';
import { isNotFound } from '../../../lib/queries/retry';
import { useSellerOfferings, useSellerProfile } from '../../../lib/queries/sellers';
import { SellerReviews } from '../components/SellerReviews';
import { profileKinds } from '../profileKinds';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/**
 * A caregiver's profile on /provider/{id}, a company's on /compnay-provider/{id} (the SPEC's
 * spelling) and /company-provider/{id}: one page, the kind's differences in `profileKinds`.
 */
export function SellerProfilePage<K extends SellerKind>({ kind }: { kind: K }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const page = profileKinds[kind];
  const title = t(`sellers.${page.copy}.title`);
  const seller = sellerKindViews[kind];
  // A malformed id cannot exist: say so without asking the server.
  const validId = isUuid(id);
  const profile = useSellerProfile(kind, id, validId);
  const offerings = useSellerOfferings(kind, id, validId);

  if (!validId || profile.isError) {
    const missing = !validId || isNotFound(profile.error);
    return (
      <ProfileError
        title={title}
        message={t(`spec.${missing ? page.notFoundMessage : page.errorMessage}`)}
        action={
          missing ? (
            <ButtonLink to={page.browseTo}>{t(`sellers.${page.copy}.browse`)}</ButtonLink>
          ) : (
            <Button onClick={() => void profile.refetch()}>{t('sellers.profile.tryAgain')}</Button>
          )
        }
      />
    );
  }
  if (profile.isPending) return <ProfileSkeleton title={title} />;

  const { name, imageUrl } = seller.profileIdentity(profile.data);
  return (
    <div className={profileFrame}>
      <DocumentHead title={t('sellers.profile.pageTitle', { name, title })} />
      <ProfileHeader
        name={name}
        imageUrl={imageUrl}
        imageShape={seller.imageShape}
        badge={t(`sellers.${page.copy}.badge`)}
        avgRating={profile.data.avgRating}
        reviewCount={profile.data.reviewCount}
        categories={profile.data.serviceCategories}
        pincode={page.headerPincode(profile.data)}
        bookHref={seller.bookingPath(profile.data.id)}
        certified={profile.data.verified}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title={t('sellers.profile.about')}>
            <p className="leading-7 whitespace-pre-line text-slate-700">
              {profile.data.about?.trim() || t(`sellers.${page.copy}.aboutFallback`)}
            </p>
          </ProfileSection>
          <ProfileSection title={t(`sellers.${page.copy}.servicesTitle`)}>
            <OfferingList
              offerings={offerings.data}
              isPending={offerings.isPending}
              isError={offerings.isError}
              onRetry={() => void offerings.refetch()}
            />
          </ProfileSection>
          <ProfileSection title={t('sellers.profile.reviews')}>
            <SellerReviews kind={kind} sellerId={profile.data.id} />
          </ProfileSection>
        </div>
        <div className="space-y-6">
          <ProfileSection title={t('sellers.profile.experience')}>
            <p className="text-2xl font-bold text-brand-800">
              {t(`sellers.${page.copy}.experienceValue`)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t(`sellers.${page.copy}.experienceCaption`)}
            </p>
          </ProfileSection>
          {page.details(profile.data)}
        </div>
      </div>
    </div>
  );
}
