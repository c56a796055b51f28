import { ComingSoon } from '../../../components/ui/ComingSoon';

export function ProductPage() {
  return <ComingSoon title="Products" description="Care products for the families we serve." />;
}
