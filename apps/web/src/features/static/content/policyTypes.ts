/** One titled block of a policy page; paragraphs first, then an optional bullet list. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** The policies' date, shown in the reader's language ('21 November 2026', '21 नवंबर 2026'). */
export const POLICY_LAST_UPDATED = '2026-11-21';

export const COMPANY_NAME = 'CareConnect';
export const SUPPORT_EMAIL = 'support@careconnect.in';
export const GRIEVANCE_EMAIL = 'grievance@careconnect.in';
