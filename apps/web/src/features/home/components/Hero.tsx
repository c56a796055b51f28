import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { useCustomerToken } from '../../../lib/tokens';
import { useCustomerProfile } from '../../../lib/queries/customerProfile';
import { StarRating } from '../../../components/ui/StarRating';

/** A decorative sample card drawn in CSS, only where there is room beside the headline. */
function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative hidden h-72 lg:block">
      <div className="absolute top-4 right-8 size-56 rounded-full bg-brand-100" />
      <div className="absolute right-48 bottom-2 size-24 rounded-full bg-amber-100" />
      <div className="absolute top-10 right-20 w-72 rotate-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-900">
            AS
          </span>
          <div>
            <p className="font-semibold text-slate-900">{t('home.hero.sampleCaregiver')}</p>
            <StarRating rating={5} />
          </div>
        </div>
        <div className="mt-4 flex gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {t('home.categories.elderCare')}
          </span>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {t('home.categories.childCare')}
          </span>
        </div>
        <div className="mt-4 h-10 rounded-xl bg-brand-700" />
      </div>
      <div className="absolute top-52 right-60 -rotate-3 rounded-xl bg-white px-4 py-3 shadow-lg">
        <p className="text-sm font-semibold text-brand-800">{t('home.hero.verified')}</p>
      </div>
    </div>
  );
}

/**
 * 'Near me' uses the signed-in family's PIN code when the profile has one; otherwise the list
 * opens with its PIN code box ready to type into.
 */
function useNearMeLink(): string {
  const signedIn = useCustomerToken() !== null;
  const profile = useCustomerProfile({ enabled: signedIn });
  const pincode = signedIn ? profile.data?.pincode : null;
  return pincode ? `/service?pincode=${pincode}` : '/service?near=1';
}

export function Hero() {
  const { t } = useTranslation();
  const nearMe = useNearMeLink();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-10 pb-4 sm:px-6 sm:pt-14 sm:pb-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('home.hero.heading')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-slate-600 sm:text-lg">{t('home.hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/login" size="lg">
              {t('home.hero.signUpAndBook')}
            </ButtonLink>
            <ButtonLink to={nearMe} size="lg" variant="secondary">
              {t('home.hero.exploreNearMe')}
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
