import { calendarDayOf, writeDay } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { POLICY_LAST_UPDATED } from '../content/policyTypes';

export function LastUpdated() {
  const { t } = useTranslation();
  const language = useLanguage();
  // '21 November 2026' or '21 नवंबर 2026': the calendar date as written, so it never moves.
  const date = writeDay(calendarDayOf(POLICY_LAST_UPDATED), language);
  return <p className="mb-8 text-sm text-slate-500">{t('staticPages.lastUpdated', { date })}</p>;
}
