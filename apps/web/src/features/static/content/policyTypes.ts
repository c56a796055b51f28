/** One titled block of a policy page; paragraphs first, then an optional bullet list. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const POLICY_LAST_UPDATED = '21 November 2026';

export const COMPANY_NAME = 'CareConnect';
export const SUPPORT_EMAIL = 'support@careconnect.in';
export const GRIEVANCE_EMAIL = 'grievance@careconnect.in';
