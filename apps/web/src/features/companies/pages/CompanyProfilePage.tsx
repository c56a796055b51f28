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
import { sellerKindViews } from '../../../components/sellers/sellerKinds';

const PAGE_TITLE = 'Company Profile';
/** SPEC section 9: the company profile states a fixed experience of 10+ years. */
export const COMPANY_EXPERIENCE = '10+ years';
export const COMPANY_ABOUT_FALLBACK = 'This company has not added a description yet.';

function joinAddress(address: string | null, pincode: string | null): string | null {
  const street = address?.trim();
  if (!street) return null;
  return pincode ? `${street} - ${pincode}` : street;
}

/** Served on /compnay-provider/{id} (the SPEC's spelling) and /company-provider/{id}. */
export function CompanyProfilePage() {
  const { id = '' } = useParams();
  const validId = idSchema.safeParse(id).success;
  const profile = useSellerProfile('Company', id, validId);
  const offerings = useSellerOfferings('Company', id, validId);

  if (!validId || profile.isError) {
    const missing = !validId || isNotFound(profile.error);
    return (
      <ProfileError
        title={PAGE_TITLE}
        message={missing ? messages.companyFetchFailed : messages.companyFetchError}
        action={
          missing ? (
            <ButtonLink to="/company-service">Browse partner companies</ButtonLink>
          ) : (
            <Button onClick={() => void profile.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  if (profile.isPending) return <ProfileSkeleton title={PAGE_TITLE} />;

  const company = profile.data;
  const address = joinAddress(company.address, company.pincode);
  const email = company.email?.trim();
  return (
    <div className={profileFrame}>
      <title>{`${company.companyName} | ${PAGE_TITLE} | CareConnect`}</title>
      <ProfileHeader
        name={company.companyName}
        imageUrl={company.companyLogo}
        imageShape="rounded"
        badge="Active"
        avgRating={company.avgRating}
        reviewCount={company.reviewCount}
        categories={company.serviceCategories}
        pincode={null}
        bookHref={sellerKindViews.Company.bookingPath(company.id)}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title="About">
            <p className="leading-7 whitespace-pre-line text-slate-700">
              {company.about?.trim() || COMPANY_ABOUT_FALLBACK}
            </p>
          </ProfileSection>
          <ProfileSection title="Services">
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
            <p className="text-2xl font-bold text-brand-800">{COMPANY_EXPERIENCE}</p>
            <p className="mt-1 text-sm text-slate-600">in care services</p>
          </ProfileSection>
          <ProfileSection title="Contact">
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="font-medium text-slate-500">Email</dt>
                <dd className="mt-0.5 break-words text-slate-900">
                  {email ? (
                    <a
                      href={`mailto:${email}`}
                      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
                    >
                      {email}
                    </a>
                  ) : (
                    'Not provided'
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Address</dt>
                <dd className="mt-0.5 text-slate-900">{address ?? 'Address not available'}</dd>
              </div>
            </dl>
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}
