import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { Recipient } from './repository.ts';

/**
 * What an operator's suspension or reinstatement tells the person, by SMS and in the app's
 * notifications. Like the booking texts, each names the setting of its registered DLT template.
 */
export interface AccountFacts {
  /** The operator's reason, which the person is told. */
  reason?: string;
}

/** The reason ends the sentence itself; its own full stop would double ours. */
const asClause = (reason: string | undefined) =>
  (reason ?? 'a decision by our support team').trim().replace(/[\s.!]+$/u, '');

export const accountNotificationTexts = {
  FAMILY_SUSPENDED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_FAMILY_SUSPENDED',
    render: (f: AccountFacts) =>
      `Your CareConnect account is suspended: ${asClause(f.reason)}. You can still sign in to see your bookings and wallet, but cannot book. Please contact support.`,
  },
  FAMILY_REINSTATED: {
    to: 'family',
    templateSetting: 'SMS_TEMPLATE_FAMILY_REINSTATED',
    render: () => 'Your CareConnect account is active again. You can book care as before.',
  },
  SELLER_SUSPENDED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_SELLER_SUSPENDED',
    render: (f: AccountFacts) =>
      `Your CareConnect account is suspended: ${asClause(f.reason)}. Families cannot find or book you until it is lifted. Please contact support.`,
  },
  SELLER_REINSTATED: {
    to: 'seller',
    templateSetting: 'SMS_TEMPLATE_SELLER_REINSTATED',
    render: () =>
      'Your CareConnect account is active again. Families can find and book you while you are online.',
  },
} as const satisfies Record<
  string,
  {
    to: 'seller' | 'family';
    templateSetting: `SMS_TEMPLATE_${string}`;
    render: (facts: AccountFacts) => string;
  }
>;

export type AccountNotificationType = keyof typeof accountNotificationTexts;
export const accountTemplateSettings = Object.values(accountNotificationTexts).map(
  (t) => t.templateSetting,
);

/**
 * Writes the message to the outbox in the caller's transaction, to the person's registered
 * mobile: it exists exactly when the suspension or reinstatement does.
 */
export async function notifyAccount(
  tx: Executor,
  recipient: Recipient,
  type: AccountNotificationType,
  facts: AccountFacts = {},
): Promise<void> {
  const mobile = await repo.mobileOf(tx, recipient);
  if (!mobile) return;
  await repo.insertNotification(tx, {
    recipientKind: recipient.kind,
    recipientId: recipient.id,
    mobile,
    type,
    text: accountNotificationTexts[type].render(facts),
  });
}
