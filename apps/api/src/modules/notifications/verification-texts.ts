/**
 * What the operator's verification decision tells the seller, by SMS and in their dashboard's
 * notifications. Like the booking texts, each names the setting of its registered DLT template.
 */
export interface VerificationFacts {
  /** The operator's reason for a rejection: what the seller must fix. */
  reason?: string;
}

/** The operator's reason ends the sentence itself; its own full stop would double ours. */
const asClause = (reason: string | undefined) =>
  (reason ?? 'your details need another look').trim().replace(/[\s.!]+$/u, '');

export const verificationNotificationTexts = {
  SELLER_VERIFIED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_SELLER_VERIFIED',
    render: () =>
      'Your CareConnect profile is verified. Families can now find and book you while you are online.',
  },
  SELLER_REJECTED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_SELLER_REJECTED',
    render: (f: VerificationFacts) =>
      `CareConnect could not verify your profile: ${asClause(f.reason)}. Please correct this in your dashboard and submit again.`,
  },
} as const satisfies Record<
  string,
  {
    to: 'seller';
    templateSetting: `SMS_TEMPLATE_${string}`;
    render: (facts: VerificationFacts) => string;
  }
>;

export type VerificationNotificationType = keyof typeof verificationNotificationTexts;
export const verificationTemplateSettings = Object.values(verificationNotificationTexts).map(
  (t) => t.templateSetting,
);
