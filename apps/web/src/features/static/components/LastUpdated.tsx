import { intlLocales } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { POLICY_LAST_UPDATED } from '../content/policyTypes';

/** '21 November 2026' or '21 नवंबर 2026': the calendar date read as UTC, so it never moves. */
function policyDate(locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${POLICY_LAST_UPDATED}T00:00:00Z`));
}

export function LastUpdated() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="mb-8 text-sm text-slate-500">
      {t('staticPages.lastUpdated', { date: policyDate(intlLocales[language]) })}
    </p>
  );
}
