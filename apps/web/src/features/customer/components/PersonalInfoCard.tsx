import { formatCalendarDate } from '@care/shared';
import type { CustomerProfile } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { UpdateProfileState } from '../lib/updateProfileState';
import { useLanguage } from '../../../lib/i18n';
import { LoadError, SectionCard } from './SectionCard';

interface PersonalInfoCardProps {
  profile: CustomerProfile | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** SPEC 2 "Personal Info" (read-only): name, date of birth, address. */
export function PersonalInfoCard({ profile, isLoading, isError, onRetry }: PersonalInfoCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const editState: UpdateProfileState | undefined = profile ? { profile } : undefined;
  const notAdded = <span className="text-slate-500">{t('customer.personalInfo.notAdded')}</span>;

  return (
    <SectionCard
      title={t('customer.personalInfo.title')}
      action={
        <ButtonLink to="/update_profile" state={editState} variant="secondary">
          {t('customer.personalInfo.editProfile')}
        </ButtonLink>
      }
    >
      {isLoading ? (
        <dl aria-hidden="true" className="space-y-4">
          {['w-16', 'w-24', 'w-20'].map((labelWidth, index) => (
            <div key={labelWidth}>
              <Skeleton className={`h-4 ${labelWidth}`} />
              <Skeleton className={`mt-1.5 h-6 ${index === 2 ? 'w-full' : 'w-40'}`} />
            </div>
          ))}
        </dl>
      ) : isError || !profile ? (
        <LoadError onRetry={onRetry}>{t('customer.personalInfo.loadError')}</LoadError>
      ) : (
        <dl className="space-y-4">
          <div>
            <dt className="text-sm text-slate-500">{t('customer.personalInfo.name')}</dt>
            <dd className="mt-0.5 min-h-6 font-medium break-words text-slate-900">
              {profile.name || notAdded}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('customer.personalInfo.dob')}</dt>
            <dd className="mt-0.5 min-h-6 font-medium text-slate-900">
              {formatCalendarDate(profile.dob, language) ?? notAdded}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('customer.personalInfo.address')}</dt>
            <dd className="mt-0.5 min-h-6 font-medium break-words whitespace-pre-line text-slate-900">
              {profile.address || notAdded}
            </dd>
          </div>
        </dl>
      )}
    </SectionCard>
  );
}
