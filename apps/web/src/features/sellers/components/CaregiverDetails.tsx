import { useTranslation } from 'react-i18next';
import type { SellerProfile } from '../../../lib/queries/sellers';
import { ProfileSection } from '../../../components/sellers/ProfileParts';

/** A caregiver's certification and skills, beside the experience on the profile. */
export function CaregiverDetails({ profile }: { profile: SellerProfile<'Provider'> }) {
  const { t } = useTranslation();
  return (
    <>
      <ProfileSection title={t('sellers.profile.certification')}>
        <p className="text-slate-700">
          {profile.certification?.trim() || t('sellers.profile.noCertification')}
        </p>
      </ProfileSection>
      <ProfileSection title={t('sellers.profile.skills')}>
        {profile.providerSkill.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {profile.providerSkill.map((skill) => (
              <li
                key={skill.id}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900"
              >
                {skill.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t('sellers.profile.noSkills')}</p>
        )}
      </ProfileSection>
    </>
  );
}
