import type { SellerKind } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useMyProfile, useSaveProfile, type ProfileEdit } from '../api/profile';
import { errorText } from '../lib/text';
import { DocumentsCard } from './DocumentsCard';
import { PhotoCard } from './PhotoCard';
import { CompanyProfileForm, ProviderProfileForm } from './ProfileForms';

/**
 * ?section=profile: the photo or logo and the words families read on the public profile, and
 * the documents the operator checks.
 */
export function ProfileSection({ caregiver, userId }: { caregiver: SellerKind; userId: string }) {
  const { t } = useTranslation();
  const profile = useMyProfile(caregiver, userId);
  const save = useSaveProfile();
  const [saveError, setSaveError] = useState<string | null>(null);

  const onSave = async (edit: ProfileEdit) => {
    setSaveError(null);
    try {
      const envelope = await save.mutateAsync(edit);
      toast.success(envelope.message ?? t('dashboard.profile.saved'));
    } catch (error) {
      setSaveError(errorText(error, t));
    }
  };

  if (profile.isPending) {
    return (
      <div aria-hidden="true" className="grid gap-6">
        <Skeleton className="h-34 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-red-800">{t('dashboard.profile.loadError')}</p>
        <p className="mt-1 text-sm text-red-800">{errorText(profile.error, t)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
          {t('dashboard.common.retry')}
        </Button>
      </div>
    );
  }

  const data = profile.data;
  const verified = data.verification.status === 'VERIFIED';
  return (
    <div className="grid gap-6">
      {data.kind === 'Company' ? (
        <>
          <PhotoCard
            caregiver="Company"
            name={data.companyName ?? t('dashboard.profile.company')}
            src={data.companyLogo}
          />
          <CompanyProfileForm
            key={data.id}
            profile={data}
            saveError={saveError}
            onSave={(body) => onSave({ kind: 'Company', body })}
          />
        </>
      ) : (
        <>
          <PhotoCard
            caregiver="Provider"
            name={data.name ?? t('dashboard.profile.caregiver')}
            src={data.profileImage}
          />
          <ProviderProfileForm
            key={data.id}
            profile={data}
            saveError={saveError}
            onSave={(body) => onSave({ kind: 'Provider', body })}
          />
        </>
      )}
      <DocumentsCard caregiver={caregiver} verified={verified} />
    </div>
  );
}
