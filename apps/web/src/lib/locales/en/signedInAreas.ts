import { booking } from './booking';
import { care } from './care';
import { caregiverJournal } from './caregiverJournal';
import { customer } from './customer';
import { dashboard } from './dashboard';
import { familyJournal } from './familyJournal';
import { registration } from './registration';

/**
 * The English texts only signed-in pages, the booking wizard and registration use. One chunk,
 * fetched with the first such page (`loadSignedInTexts` in lib/i18n.ts).
 */
export const signedInEn = {
  booking,
  customer,
  care,
  familyJournal,
  caregiverJournal,
  dashboard,
  registration,
} as const;
