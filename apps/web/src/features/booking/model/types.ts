/** An individual caregiver (booking/{id}) or a partner company (company-service-booking/{id}). */
export type { SellerKind } from '@care/shared';

/** The four steps a customer fills in; step 5 is the success screen. */
export type FormStep = 1 | 2 | 3 | 4;
export type WizardStep = FormStep | 5;

export const STEP_COUNT = 4;

export interface WizardSelection {
  offeringId: string | null;
  startDate: string;
  endDate: string;
  familyMemberId: string | null;
}
