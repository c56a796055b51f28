import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../../components/notifications/NotificationBell';
import { Button } from '../../../components/ui/Button';
import { RedirectWhenSignedOut } from '../../../components/RedirectWhenSignedOut';
import { useAlert } from '../../../components/ui/alertContext';
import { useLogout } from '../../../lib/session/useLogout';
import { useCustomerProfile } from '../../../lib/queries/customerProfile';
import { BookingsSection } from '../components/BookingsSection';
import { FamilyInfoSection } from '../components/FamilyInfoSection';
import { FollowedCareSection } from '../journal/FollowedCareSection';
import { PersonalInfoCard } from '../components/PersonalInfoCard';
import { WalletCard } from '../components/WalletCard';
import { isSessionEnded } from '../../../lib/errorMessage';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/** SPEC 2 "Profile page": personal info, family members and bookings, with Logout. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useCustomerProfile();
  const { logout, isLoggingOut } = useLogout();
  const failedToLoad = profile.isError && !isSessionEnded(profile.error);

  const alert = useAlert();
  useEffect(() => {
    if (failedToLoad) void alert(t('spec.profileFetchError'));
  }, [failedToLoad, alert, t]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentHead title={`${t('customer.profile.title')} | ${t('brand.name')}`} />
      <RedirectWhenSignedOut paused={isLoggingOut} />
      <div className="mb-6 flex items-center justify-between gap-4 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('customer.profile.heading')}
        </h1>
        <div className="flex items-center gap-3">
          <NotificationBell owner="customer" />
          <Button variant="secondary" onClick={logout} disabled={isLoggingOut}>
            {t('customer.profile.logout')}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid gap-6">
          <PersonalInfoCard
            profile={profile.data}
            isLoading={profile.isPending && !failedToLoad}
            isError={failedToLoad}
            onRetry={() => void profile.refetch()}
          />
          <FamilyInfoSection />
        </div>
        <div className="grid gap-6">
          <WalletCard />
          <FollowedCareSection />
          <BookingsSection />
        </div>
      </div>
    </div>
  );
}
