import { paiseToRupees } from '@care/shared';
import { z } from 'zod';

/** A call's body that carries one money field: rupees in, paise out (the shared codec). */
type AmountBodySchema = z.ZodType<{ amount: number }, { amount: number }>;

/**
 * The form of a money request (a payout, a withdrawal): the rupees typed, checked and turned
 * into paise by the call's own body schema from @care/shared, then by `check`, which knows what
 * may be taken right now (the available balance, the minimum) and answers a message or null.
 */
export function amountFormSchema(body: AmountBodySchema, check: (paise: number) => string | null) {
  return z
    .object({ amount: z.number({ error: 'Enter the amount in rupees' }) })
    .pipe(body)
    .superRefine((value, ctx) => {
      const problem = check(value.amount);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

export type AmountFormValues = { amount: number };

/** What the amount box starts with: paise shown as the rupees a person types. */
export function amountDefault(paise: number): AmountFormValues {
  return { amount: paiseToRupees(paise) };
}
