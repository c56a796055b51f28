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
  type Offering,
  type UnavailableDate,
} from '@care/shared';
import type { SellerKind, WizardSelection, WizardStep } from './types';

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
  switch (step) {
    case 1:
      return selection.offeringId ? null : messages.selectService;
    case 2: {
      const problem = checkDateRange(selection.startDate, selection.endDate, today);
      if (problem) return dateRangeMessages[problem];
      return unavailableProblem(selection, unavailable);
    }
    case 3:
      return selection.familyMemberId ? null : messages.selectFamilyMember;
    default:
      return null;
  }
}

/**
 * Why the chosen dates cannot be booked because of a day the caregiver cannot take (the first
 * such day), said before any money moves; null when every day is free. The server checks again.
 */
export function unavailableProblem(
  { startDate, endDate }: Pick<WizardSelection, 'startDate' | 'endDate'>,
  unavailable: readonly UnavailableDate[],
): string | null {
  if (!startDate || !endDate) return null;
  const taken = unavailable.find(({ date }) => date >= startDate && date <= endDate);
  if (!taken) return null;
  return `Your dates include ${formatCareDate(taken.date)}. ${unavailableReasonTexts[taken.reason]}: please choose other dates.`;
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
