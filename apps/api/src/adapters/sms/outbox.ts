import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsSender } from './types.ts';

/**
 * Development and tests: every text message is stored, readable at GET /api/v1/dev/outbox
 * (`otp` is null for the messages that carry none).
 */
export function createOutboxSender(db: Database): SmsSender {
  return {
    kind: 'outbox',
    async sendOtp({ mobile, otp, text }) {
      await db.insert(smsOutbox).values({ mobile, otp, text });
    },
    async send({ mobile, text }) {
      await db.insert(smsOutbox).values({ mobile, otp: null, text });
    },
  };
}
