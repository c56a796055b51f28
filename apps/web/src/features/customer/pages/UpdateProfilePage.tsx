import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Page } from '../../../components/ui/Page';
import { RedirectWhenSignedOut } from '../../../components/RedirectWhenSignedOut';
import { useAlert } from '../../../components/ui/alertContext';
import { useCustomerProfile, useUpdateCustomerProfile } from '../../../lib/queries/customerProfile';
import { ProfileForm, profileFormValues } from '../components/ProfileForm';
import { ProfileFormSkeleton } from '../components/ProfileFormSkeleton';
import { isSessionEnded } from '../../../lib/errorMessage';
import { profileFromState } from '../lib/updateProfileState';

/** SPEC 2 "Update profile": filled from navigation state, else from getCustomerProfile. */
export function UpdateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = profileFromState(location.state);
  const profileQuery = useCustomerProfile({ enabled: handedOver === null });
  const updateProfile = useUpdateCustomerProfile();
  const failedToLoad = profileQuery.isError && !isSessionEnded(profileQuery.error);

  const alert = useAlert();
  useEffect(() => {
    if (failedToLoad) void alert(t('spec.profileFetchError'));
  }, [failedToLoad, alert, t]);

  // Still loading, the form waits so that what the person types is never overwritten.
  const initial = handedOver ?? profileQuery.data ?? (failedToLoad ? null : undefined);

  return (
    <Page title={t('customer.updateProfile.title')} lead={t('customer.updateProfile.lead')}>
      <RedirectWhenSignedOut />
      <div className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {initial === undefined ? (
          <ProfileFormSkeleton />
        ) : (
          <ProfileForm
            defaultValues={profileFormValues(initial)}
            onSave={async (body) => {
              await updateProfile.mutateAsync(body);
              toast.success(t('spec.profileUpdated'));
              await navigate('/profile');
            }}
            onError={(message) => toast.error(message)}
          />
        )}
      </div>
    </Page>
  );
}
