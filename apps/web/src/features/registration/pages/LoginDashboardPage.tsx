import type { SellerKind } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';

// Labels and descriptions are locale keys, read in the reader's language when shown.
const PROVIDER_KINDS = [
  {
    value: 'Provider',
    label: 'registration.chooseKind.provider',
    description: 'registration.chooseKind.providerDescription',
    to: '/provider-registration',
  },
  {
    value: 'Company',
    label: 'registration.chooseKind.company',
    description: 'registration.chooseKind.companyDescription',
    to: '/company-registration',
  },
] as const;

/** Entry to provider sign-up: real radio inputs styled as cards keep keyboard and screen-reader use. */
export function LoginDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<SellerKind | null>(null);
  const chosen = PROVIDER_KINDS.find((option) => option.value === kind);

  return (
    <Page title={t('registration.chooseKind.title')} lead={t('registration.chooseKind.lead')}>
      <form
        className="max-w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void navigate(chosen.to);
        }}
      >
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t('registration.chooseKind.legend')}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PROVIDER_KINDS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="providerKind"
                  value={option.value}
                  checked={kind === option.value}
                  onChange={() => setKind(option.value)}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t(option.label)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(option.description)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={!chosen}>
          {t('registration.chooseKind.continue')}
        </Button>
      </form>
    </Page>
  );
}
