import { useTranslation } from 'react-i18next';
import type { SellerProfile } from '../../../lib/queries/sellers';
import { ProfileSection } from '../../../components/sellers/ProfileParts';

function joinAddress(address: string | null, pincode: string | null): string | null {
  const street = address?.trim();
  if (!street) return null;
  return pincode ? `${street} - ${pincode}` : street;
}

/** A company's email and address (SPEC 2), with the spec's fallbacks when either is missing. */
export function CompanyContact({ profile }: { profile: SellerProfile<'Company'> }) {
  const { t } = useTranslation();
  const address = joinAddress(profile.address, profile.pincode);
  const email = profile.email?.trim();
  return (
    <ProfileSection title={t('sellers.profile.contact')}>
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-500">{t('sellers.profile.email')}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {email ? (
              <a
                href={`mailto:${email}`}
                className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
              >
                {email}
              </a>
            ) : (
              t('sellers.profile.notProvided')
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">{t('sellers.profile.address')}</dt>
          <dd className="mt-0.5 text-slate-900">{address ?? t('sellers.profile.noAddress')}</dd>
        </div>
      </dl>
    </ProfileSection>
  );
}
