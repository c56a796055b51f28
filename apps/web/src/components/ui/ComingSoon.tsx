import { useTranslation } from 'react-i18next';
import { Page } from './Page';

interface ComingSoonProps {
  title: string;
  /** What the finished screen will let the visitor do. */
  description: string;
}

/** Interim body for screens that later issues build, so every route already reads well. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Page title={title} lead={description}>
      <p className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-sm text-brand-900">
        {t('common.comingSoon')}
      </p>
    </Page>
  );
}
