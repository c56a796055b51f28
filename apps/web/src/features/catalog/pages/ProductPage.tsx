import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';

export function ProductPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('catalog.productsPage.title')}
      description={t('catalog.productsPage.description')}
    />
  );
}
