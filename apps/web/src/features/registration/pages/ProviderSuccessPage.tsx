import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { GooglePlayBadge } from '../components/GooglePlayBadge';

export function ProviderSuccessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('registration.success.title')} width="prose">
      <div className="rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm sm:p-8">
        <svg viewBox="0 0 48 48" className="mx-auto size-14" aria-hidden="true">
          <circle cx="24" cy="24" r="24" className="fill-brand-100" />
          <path
            d="m15 24.5 6 6 12-13"
            fill="none"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-brand-700"
          />
        </svg>
        <p className="mt-4 text-lg font-semibold text-slate-900">
          {t('registration.success.thanks')}
        </p>
        <p className="mt-2 text-slate-600">{t('registration.success.next')}</p>
        <div className="mt-6 flex flex-col items-center gap-4">
          <GooglePlayBadge />
          <ButtonLink to="/" variant="ghost">
            {t('registration.success.backHome')}
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
