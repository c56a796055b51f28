import { ComingSoon } from '../../../components/ui/ComingSoon';

export function CategoriesPage() {
  return <ComingSoon title="Categories" description="All the kinds of care you can book." />;
}
