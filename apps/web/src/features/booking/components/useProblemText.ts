import { careRecipientLabel, formatCareDate, MAX_BOOKING_DAYS, MAX_DAYS_AHEAD } from '@care/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { WizardProblem } from '../model/wizard';

/**
 * Words a wizard problem in the reader's language. The shared rules word their problems in
 * English for the server and the SPEC; here each is looked up by its code instead.
 */
export function useProblemText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (problem: WizardProblem): string => {
      switch (problem.kind) {
        case 'spec':
          return t(`spec.${problem.key}`);
        case 'dates':
          return t(`booking.dates.problems.${problem.code}`, {
            maxDays: MAX_BOOKING_DAYS,
            maxAhead: MAX_DAYS_AHEAD,
          });
        case 'taken':
          return t('booking.dates.includesTaken', {
            date: formatCareDate(problem.date, language),
            reason: t(`booking.dates.reasons.${problem.reason}`),
          });
        case 'confirmFit':
          return t('booking.wizard.confirmFit');
      }
    },
    [t, language],
  );
}

/** The care-fit warning (shared `careFitWarning`) in the reader's language, or null. */
export function useFitWarningText() {
  const { t } = useTranslation();
  return useCallback(
    (
      warning: string | null,
      categoryName: string | null | undefined,
      member: { name: string; age: number },
    ): string | null => {
      if (!warning) return null;
      const key =
        careRecipientLabel(categoryName) === 'Child'
          ? 'booking.member.fitChild'
          : 'booking.member.fitElder';
      return t(key, { category: categoryName ?? '', name: member.name, age: member.age });
    },
    [t],
  );
}
