import type { SellerProfile } from '../../../lib/queries/sellers';
import { ProfileSection } from '../../../components/sellers/ProfileParts';

/** A caregiver's certification and skills, beside the experience on the profile. */
export function CaregiverDetails({ profile }: { profile: SellerProfile<'Provider'> }) {
  return (
    <>
      <ProfileSection title="Certification">
        <p className="text-slate-700">
          {profile.certification?.trim() || 'No certification listed'}
        </p>
      </ProfileSection>
      <ProfileSection title="Skills">
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
          <p className="text-slate-600">No skills listed</p>
        )}
      </ProfileSection>
    </>
  );
}
