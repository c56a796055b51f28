import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpSmsSender } from './http.ts';
import { createOutboxSender } from './outbox.ts';
import type { SmsSender } from './types.ts';

export type { SmsSender } from './types.ts';
export { otpText } from './types.ts';

export function createSmsSender(config: Config, db: Database): SmsSender {
  return config.sms.kind === 'http' ? createHttpSmsSender(config.sms) : createOutboxSender(db);
}
