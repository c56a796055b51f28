import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsSender } from './types.ts';

/** Development and tests: messages are stored, readable at GET /api/v1/dev/outbox. */
export function createOutboxSender(db: Database): SmsSender {
  return {
    kind: 'outbox',
    async sendOtp({ mobile, otp, text }) {
      await db.insert(smsOutbox).values({ mobile, otp, text });
    },
  };
}
