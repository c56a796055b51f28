import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/Button';
import { DocumentHead } from '../components/ui/DocumentHead';

/** The generic error screen (SPEC 8). Used by the root route and by the page wrapper route. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  let detail: string = t('errors.unexpectedBody');
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) detail = t('errors.notFoundBody');
    else if (error.status === 405) detail = t('errors.methodNotAllowed');
    else if (error.status === 400) detail = t('errors.badRequest');
  }

  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <DocumentHead title={t('errors.unexpectedTitle')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('errors.unexpectedTitle')}
      </h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/" reloadDocument>
          {t('errors.goBackHome')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
