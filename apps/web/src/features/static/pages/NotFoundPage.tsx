import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { DocumentHead } from '../../../components/ui/DocumentHead';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <DocumentHead title={t('errors.notFoundTitle')} />
      <p className="text-5xl font-bold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('errors.notFoundTitle')}
      </h1>
      <p className="mt-3 text-slate-600">{t('errors.notFoundBody')}</p>
      {/* SPEC calls for a button here; it replaces the history entry of the dead address. */}
      <Button className="mt-8" onClick={() => void navigate('/', { replace: true })}>
        {t('errors.goBackHome')}
      </Button>
    </div>
  );
}
