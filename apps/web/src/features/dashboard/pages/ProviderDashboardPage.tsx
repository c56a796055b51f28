import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NotificationBell } from '../../../components/notifications/NotificationBell';
import { Button } from '../../../components/ui/Button';
import { BookingsPanel } from '../components/BookingsPanel';
import { DaysOffSection } from '../components/DaysOffSection';
import { EarningsSection } from '../components/earnings/EarningsSection';
import { OnlineCard } from '../components/OnlineCard';
import { ProfileSection } from '../components/ProfileSection';
import { SectionNav, useDashboardSection } from '../components/SectionNav';
import { ServicesSection } from '../../../components/offerings/ServicesSection';
import { VerificationNotice } from '../components/VerificationNotice';
import {
  useCaregiverLogout,
  useCaregiverSession,
  type CaregiverSession,
} from '../hooks/useCaregiverSession';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/**
 * /ProviderDashboard: where an individual caregiver or a partner company runs their work:
 * bookings (requests, and each visit with the family's start and end codes), services and
 * prices, days off, earnings and payouts, and the public profile. Signed-out visitors go to the caregiver sign-in
 * choice.
 */
export function ProviderDashboardPage() {
  const session = useCaregiverSession();
  const { logout, isLoggingOut } = useCaregiverLogout();
  if (!session) return isLoggingOut ? null : <Navigate to="/login-dashboard" replace />;
  return <Dashboard session={session} onLogout={logout} isLoggingOut={isLoggingOut} />;
}

interface DashboardProps {
  session: CaregiverSession;
  onLogout: () => void;
  isLoggingOut: boolean;
}

function Dashboard({ session, onLogout, isLoggingOut }: DashboardProps) {
  const { t } = useTranslation();
  const { caregiver, userId } = session;
  const section = useDashboardSection();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentHead title={t('dashboard.page.title', { brand: t('brand.name') })} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('dashboard.page.heading')}
          </h1>
          <p className="mt-1 text-base text-slate-600">
            {caregiver === 'Company'
              ? t('dashboard.page.leadCompany')
              : t('dashboard.page.leadProvider')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <NotificationBell owner="seller" />
          <Button variant="secondary" onClick={onLogout} disabled={isLoggingOut}>
            {t('dashboard.page.logout')}
          </Button>
        </div>
      </div>

      <VerificationNotice caregiver={caregiver} userId={userId} />
      <OnlineCard caregiver={caregiver} userId={userId} />
      <SectionNav current={section} />

      {section === 'services' ? (
        <ServicesSection caregiver={caregiver} userId={userId} />
      ) : section === 'days-off' ? (
        <DaysOffSection caregiver={caregiver} userId={userId} />
      ) : section === 'earnings' ? (
        <EarningsSection caregiver={caregiver} userId={userId} />
      ) : section === 'profile' ? (
        <ProfileSection caregiver={caregiver} userId={userId} />
      ) : (
        <BookingsPanel caregiver={caregiver} userId={userId} />
      )}
    </div>
  );
}
