import { ComingSoon } from '../../../components/ui/ComingSoon';

export function OrderDetailsPage() {
  return <ComingSoon title="Order Details" description="Everything about this booking." />;
}
