import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';
import { operatorRoles } from './auth.ts';

/** The signed-in operator, for the console to show what their role allows. */
export const operatorSessionSchema = z.object({
  id: idSchema,
  mobile: text(),
  role: z.enum(operatorRoles),
  /** The most this operator may refund in one refund (paise); null: no limit but the booking's. */
  refundLimitPaise: z.number().int().nullable(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const operatorSessionResponseSchema = envelope(operatorSessionSchema);
