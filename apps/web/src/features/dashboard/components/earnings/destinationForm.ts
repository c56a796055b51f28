import { payoutDestinationBodySchema, type PayoutDestination } from '@care/shared';
import { z } from 'zod';

/** Everything the destination form holds; only the chosen type's fields are sent. */
export interface DestinationFormValues {
  type: 'bank' | 'upi';
  accountHolder: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  vpa: string;
}

/**
 * The form's schema: the shared savePayoutDestination body decides every field's rule and
 * message (and upper-cases the IFSC); the form adds only the typed-twice account number, which
 * never leaves the phone.
 */
export const destinationFormSchema = z
  .object({
    type: z.enum(['bank', 'upi']),
    accountHolder: z.string(),
    accountNumber: z.string(),
    confirmAccountNumber: z.string(),
    ifsc: z.string(),
    vpa: z.string(),
  })
  .transform((form, ctx) => {
    const body =
      form.type === 'bank'
        ? {
            type: 'bank' as const,
            accountHolder: form.accountHolder,
            accountNumber: form.accountNumber,
            ifsc: form.ifsc,
          }
        : { type: 'upi' as const, vpa: form.vpa };
    const parsed = payoutDestinationBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (form.type === 'bank' && form.confirmAccountNumber.trim() !== form.accountNumber.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmAccountNumber'],
        message: 'The account numbers do not match. Type the same number twice.',
      });
    }
    return parsed.success ? parsed.data : z.NEVER;
  });

/** The form's starting values: what is already saved, except the account number, never shown. */
export function destinationDefaults(saved: PayoutDestination | null): DestinationFormValues {
  return {
    type: saved?.type ?? 'bank',
    accountHolder: saved?.accountHolder ?? '',
    accountNumber: '',
    confirmAccountNumber: '',
    ifsc: saved?.ifsc ?? '',
    vpa: saved?.vpa ?? '',
  };
}
