import {
  bookingDays,
  bookingTotal,
  checkDateRange,
  dateRangeMessages,
  formatCareDate,
  messages,
  todayInIndia,
  unavailableReasonTexts,
  type BookingDraft,
  type DateRangeProblem,
  type Offering,
  type UnavailableDate,
  type UnavailableReason,
} from '@care/shared';
import type { SellerKind, WizardSelection, WizardStep } from './types';

/**
 * Why the customer may not leave a step, as data: the page words it in the reader's language
 * (`problemText`), and `stepProblem` words it in the SPEC's English.
 */
export type WizardProblem =
  | { kind: 'spec'; key: 'selectService' | 'selectFamilyMember' }
  | { kind: 'dates'; code: DateRangeProblem }
  | { kind: 'taken'; date: string; reason: UnavailableReason }
  /** The care may not fit the person chosen, and the family has not said it does. */
  | { kind: 'confirmFit' };

/** Why the customer may not leave `step` yet, or null when the step is complete. */
export function stepIssue(
  step: WizardStep,
  selection: WizardSelection,
  today: string = todayInIndia(),
  unavailable: readonly UnavailableDate[] = [],
): WizardProblem | null {
  switch (step) {
    case 1:
      return selection.offeringId ? null : { kind: 'spec', key: 'selectService' };
    case 2: {
      const code = checkDateRange(selection.startDate, selection.endDate, today);
      if (code) return { kind: 'dates', code };
      return unavailableIssue(selection, unavailable);
    }
    case 3:
      return selection.familyMemberId ? null : { kind: 'spec', key: 'selectFamilyMember' };
    default:
      return null;
  }
}

/**
 * The first day of the chosen dates the caregiver cannot take, said before any money moves;
 * null when every day is free. The server checks again.
 */
export function unavailableIssue(
  { startDate, endDate }: Pick<WizardSelection, 'startDate' | 'endDate'>,
  unavailable: readonly UnavailableDate[],
): WizardProblem | null {
  if (!startDate || !endDate) return null;
  const taken = unavailable.find(({ date }) => date >= startDate && date <= endDate);
  return taken ? { kind: 'taken', date: taken.date, reason: taken.reason } : null;
}

/** A problem in the SPEC's English words (section 5). */
export function englishProblem(problem: WizardProblem): string {
  switch (problem.kind) {
    case 'spec':
      return messages[problem.key];
    case 'dates':
      return dateRangeMessages[problem.code];
    case 'taken':
      return `Your dates include ${formatCareDate(problem.date)}. ${unavailableReasonTexts[problem.reason]}: please choose other dates.`;
    case 'confirmFit':
      return 'Please confirm this care is for the person you chose, or choose someone else.';
  }
}

/**
 * Why the customer may not leave `step` yet, in the SPEC's words (section 5), or null when the
 * step is complete. Step 4 is always valid.
 */
export function stepProblem(
  step: WizardStep,
  selection: WizardSelection,
  today: string = todayInIndia(),
  unavailable: readonly UnavailableDate[] = [],
): string | null {
  const problem = stepIssue(step, selection, today, unavailable);
  return problem ? englishProblem(problem) : null;
}

/** Days of care and the total in paise, by the shared rules the server also prices with. */
export function priceOf(selection: WizardSelection, offering: Offering | undefined) {
  const days = bookingDays(selection.startDate, selection.endDate);
  const total = offering ? bookingTotal(days, offering.pricePerDay) : 0;
  return { days, total };
}

/** The booking request payload: one of providerSvcId / companySvcId, by the kind of seller. */
export function toDraft(kind: SellerKind, selection: WizardSelection): BookingDraft | null {
  const { offeringId, familyMemberId, startDate, endDate } = selection;
  if (!offeringId || !familyMemberId) return null;
  return {
    familyMemberId,
    startDate,
    endDate,
    ...(kind === 'Provider' ? { providerSvcId: offeringId } : { companySvcId: offeringId }),
  };
}

export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
