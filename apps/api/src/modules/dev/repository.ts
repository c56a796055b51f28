import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

export function listOutbox(db: Executor, mobile: string, limit = 20) {
  return db
    .select({
      mobile: smsOutbox.mobile,
      text: smsOutbox.text,
      otp: smsOutbox.otp,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
