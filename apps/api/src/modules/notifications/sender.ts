import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Database } from '../../db/client.ts';
import * as repo from './repository.ts';
import { templateSettingOf } from './texts.ts';

/** Tries per message before it is marked FAILED for the operator (about a day of retries). */
export const MAX_SMS_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
const BATCH_SIZE = 50;

/** 30 s, 1 min, 2 min, ... doubling up to six hours: a gateway outage is ridden out, not hammered. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

export interface SendOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/** How long a claimed message is left to its sender before another process may try it. */
const CLAIM_MS = 2 * 60_000;

/**
 * Sends the SMS of due notifications. A short transaction claims a batch (SKIP LOCKED, then a
 * lease), the sends happen outside any transaction so a slow gateway holds no locks, and each
 * outcome is recorded on its own: a failure schedules the next try with backoff, so one bad
 * message or a gateway outage never stops the others or the bookings that wrote them. A process
 * that dies mid-send leaves its lease to expire, and the message is tried again.
 */
export async function sendDueNotifications(
  db: Database,
  sms: SmsSender,
  templateIds: Readonly<Record<string, string>>,
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await repo.lockDueSms(tx, now(), BATCH_SIZE);
      const lease = new Date(now().getTime() + CLAIM_MS);
      for (const message of due) await repo.updateSms(tx, message.id, { smsNextAttemptAt: lease });
      return due;
    });
    for (const message of claimed) {
      const attempts = message.attempts + 1;
      try {
        await sms.send({
          mobile: message.mobile,
          text: message.text,
          templateId: templateIdFor(message.type, templateIds),
        });
        await repo.updateSms(db, message.id, {
          smsStatus: 'SENT',
          smsAttempts: attempts,
          smsSentAt: now(),
          smsLastError: null,
        });
        outcome.sent += 1;
      } catch (error) {
        const giveUp = attempts >= MAX_SMS_ATTEMPTS;
        await repo.updateSms(db, message.id, {
          smsStatus: giveUp ? 'FAILED' : 'PENDING',
          smsAttempts: attempts,
          smsNextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
          smsLastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        });
        if (giveUp) outcome.failed += 1;
        else outcome.retrying += 1;
      }
    }
    if (claimed.length < BATCH_SIZE) return outcome;
  }
}

/** The registered DLT template of a text; offline, a stand-in named after the text. */
function templateIdFor(type: string, templateIds: Readonly<Record<string, string>>): string {
  // Money and verification texts too: each has its own registered template.
  const setting = templateSettingOf[type];
  return (setting && templateIds[setting]) || `dev-${type.toLowerCase()}`;
}
