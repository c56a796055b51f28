import { formatPaise } from '@care/shared';

/**
 * Messages about money that is not a booking's change: a payment kept in the wallet, payouts and
 * withdrawals. Like the booking texts, each names the setting of its registered DLT template.
 */
export interface MoneyFacts {
  amountPaise: number;
  /** Why: the dates that went, the bank's reason for a failure. */
  reason?: string;
  /** Where the money went: a masked account or UPI id. */
  destination?: string;
}

export const moneyNotificationTexts = {
  PAYMENT_KEPT_IN_WALLET: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_PAYMENT_KEPT_IN_WALLET',
    render: (f: MoneyFacts) =>
      `We received your CareConnect payment of ${formatPaise(f.amountPaise)}, but could not book: ${f.reason ?? 'the dates are no longer free'}. The money is in your wallet; choose other dates or withdraw it.`,
  },
  PAYOUT_PROCESSED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_PAYOUT_PROCESSED',
    render: (f: MoneyFacts) =>
      `CareConnect paid ${formatPaise(f.amountPaise)} to ${f.destination ?? 'your account'}.`,
  },
  PAYOUT_FAILED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_PAYOUT_FAILED',
    render: (f: MoneyFacts) =>
      `Your CareConnect payout of ${formatPaise(f.amountPaise)} did not go through${f.reason ? `: ${f.reason}` : ''}. The money is back in your available earnings; check your payout details and try again.`,
  },
  WITHDRAWAL_REFUNDED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_WITHDRAWAL_REFUNDED',
    render: (f: MoneyFacts) =>
      `CareConnect refunded ${formatPaise(f.amountPaise)} from your wallet to your original payment. Banks take 5-7 working days to show it.`,
  },
  WITHDRAWAL_FAILED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_WITHDRAWAL_FAILED',
    render: (f: MoneyFacts) =>
      `Your CareConnect withdrawal of ${formatPaise(f.amountPaise)} could not be refunded${f.reason ? `: ${f.reason}` : ''}. The money is back in your wallet.`,
  },
} as const satisfies Record<
  string,
  {
    to: 'seller' | 'family';
    templateSetting: `SMS_TEMPLATE_${string}`;
    render: (facts: MoneyFacts) => string;
  }
>;

export type MoneyNotificationType = keyof typeof moneyNotificationTexts;
export const moneyTemplateSettings = Object.values(moneyNotificationTexts).map(
  (t) => t.templateSetting,
);
