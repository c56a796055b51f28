import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';

export function OrderDetailsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('dashboard.orderDetails.title')}
      description={t('dashboard.orderDetails.description')}
    />
  );
}
