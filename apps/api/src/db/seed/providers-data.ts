import type { SeedServiceName } from './catalog-data.ts';
import { elderCareProviders } from './providers-elder-care-data.ts';
import { childCareProviders } from './providers-child-care-data.ts';

/**
 * An individual caregiver of the demo. Testers sign in as any of them with the mobile number
 * (DESIGN "Demo data": 8000000001 upward, consecutively).
 */
export interface SeedProvider {
  mobile: string;
  name: string;
  email: string;
  gender: 'Male' | 'Female';
  /** YYYY-MM-DD */
  dob: string;
  address: string;
  pincode: string;
  certification: string;
  about: string;
  /** Whole rupees for readability; the seed converts to paise in one place. */
  ratesPerDayRupees: Partial<Record<SeedServiceName, number>>;
}

export const seedProviders: readonly SeedProvider[] = [
  ...elderCareProviders,
  ...childCareProviders,
];
