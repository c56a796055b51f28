import { ComingSoon } from '../../../components/ui/ComingSoon';

export function ProviderDashboardPage() {
  return (
    <ComingSoon title="Provider Dashboard" description="Your bookings, services and earnings." />
  );
}
