import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';

export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('catalog.categoriesPage.title')}
      description={t('catalog.categoriesPage.description')}
    />
  );
}
