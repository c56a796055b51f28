import { idSchema, messages } from '@care/shared';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { isNotFound } from '../../../lib/queries/retry';
import { OfferingList } from '../../../components/sellers/OfferingList';
import {
  ProfileError,
  ProfileHeader,
  ProfileSection,
  ProfileSkeleton,
  profileFrame,
} from '../../../components/sellers/ProfileParts';
import { useSellerOfferings, useSellerProfile } from '../../../lib/queries/sellers';

const PAGE_TITLE = 'Caregiver Profile';
/** SPEC section 9: the provider profile states a fixed experience of 8 years. */
export const PROVIDER_EXPERIENCE = '8 years';
export const ABOUT_FALLBACK =
  'This caregiver has not written an introduction yet. Book a service to get to know them.';

export function ProviderProfilePage() {
  const { id = '' } = useParams();
  // A malformed id cannot exist: say so without asking the server.
  const validId = idSchema.safeParse(id).success;
  const profile = useSellerProfile('Provider', id, validId);
  const offerings = useSellerOfferings('Provider', id, validId);

  if (!validId || profile.isError) {
    const missing = !validId || isNotFound(profile.error);
    return (
      <ProfileError
        title={PAGE_TITLE}
        message={missing ? messages.providerFetchFailed : messages.providerFetchError}
        action={
          missing ? (
            <ButtonLink to="/service">Browse caregivers</ButtonLink>
          ) : (
            <Button onClick={() => void profile.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  if (profile.isPending) return <ProfileSkeleton title={PAGE_TITLE} />;

  const provider = profile.data;
  return (
    <div className={profileFrame}>
      <title>{`${provider.name} | ${PAGE_TITLE} | CareConnect`}</title>
      <ProfileHeader
        name={provider.name}
        imageUrl={provider.profileImage}
        badge="Available"
        avgRating={provider.avgRating}
        reviewCount={provider.reviewCount}
        categories={provider.serviceCategories}
        pincode={provider.pincode}
        bookHref={`/booking/${provider.id}`}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title="About">
            <p className="leading-7 whitespace-pre-line text-slate-700">
              {provider.about?.trim() || ABOUT_FALLBACK}
            </p>
          </ProfileSection>
          <ProfileSection title="Available Services">
            <OfferingList
              offerings={offerings.data}
              isPending={offerings.isPending}
              isError={offerings.isError}
              onRetry={() => void offerings.refetch()}
            />
          </ProfileSection>
        </div>
        <div className="space-y-6">
          <ProfileSection title="Experience">
            <p className="text-2xl font-bold text-brand-800">{PROVIDER_EXPERIENCE}</p>
            <p className="mt-1 text-sm text-slate-600">of caring for families</p>
          </ProfileSection>
          <ProfileSection title="Certification">
            <p className="text-slate-700">
              {provider.certification?.trim() || 'No certification listed'}
            </p>
          </ProfileSection>
          <ProfileSection title="Skills">
            {provider.providerSkill.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {provider.providerSkill.map((skill) => (
                  <li
                    key={skill.id}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900"
                  >
                    {skill.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">No skills listed</p>
            )}
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}
