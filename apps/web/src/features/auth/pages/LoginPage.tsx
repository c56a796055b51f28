import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setCustomerTokens } from '../../../lib/tokens';
import { customerKeys } from '../../../lib/queries/customerKeys';
import { OtpSignIn } from '../../../components/otp/OtpSignIn';
import { reloadPage } from '../../../lib/session/reloadPage';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/** Customer sign-in and sign-up in one (SPEC 2 "Customer login", 4, 5 and 8). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    // A single narrow column, centred: the heading sits over the card on every screen size.
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <DocumentHead title={t('auth.login.pageTitle', { brand: t('brand.name') })} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('auth.login.heading')}
      </h1>
      <p className="mt-2 text-base text-slate-600">{t('auth.login.lead')}</p>
      <section
        aria-label={t('auth.login.sectionLabel')}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:mt-8 sm:p-8"
      >
        <OtpSignIn
          userType="Customer"
          onVerified={({ user, tokens }) => {
            // Whatever an earlier session cached belongs to someone else.
            queryClient.removeQueries({ queryKey: customerKeys.all });
            setCustomerTokens(tokens);
            if (user.isRegistered) {
              // SPEC section 4: a returning customer lands on /profile with a page reload, so
              // the whole app starts afresh as the signed-in person.
              void Promise.resolve(navigate('/profile', { replace: true })).then(reloadPage);
            } else {
              void navigate('/update_profile', { replace: true });
            }
          }}
        />
      </section>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.login.sellerQuestion')}{' '}
        <Link
          to="/login-dashboard"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('auth.login.registerAsProvider')}
        </Link>
      </p>
    </div>
  );
}
