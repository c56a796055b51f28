import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import type { AccountRef, JournalKind, Line } from './accounts.ts';

export interface JournalEntryInput {
  /** Names the movement (`booking-paid:<id>`): the same key is never written twice. */
  key: string;
  kind: JournalKind;
  description: string;
  bookingId?: string | null;
  paymentOrderId?: string | null;
  payoutId?: string | null;
  withdrawalId?: string | null;
  lines: Line[];
}

/** A programming error, not a user's: an entry that would create or destroy money. */
export class UnbalancedEntryError extends Error {
  constructor(key: string, sum: number) {
    super(`Journal entry ${key} does not balance: its lines sum to ${sum} paise`);
    this.name = 'UnbalancedEntryError';
  }
}

function ownerColumns(ref: AccountRef) {
  switch (ref.account) {
    case 'WALLET':
    case 'WITHDRAWAL_IN_TRANSIT':
    case 'GATEWAY':
      return { customerId: ref.customerId };
    case 'HELD':
      return {
        bookingId: ref.bookingId,
        ...(ref.seller.kind === 'Provider'
          ? { providerId: ref.seller.id }
          : { companyId: ref.seller.id }),
      };
    case 'EARNINGS':
    case 'PAYOUT_IN_TRANSIT':
    case 'PAYOUT_BANK':
      return ref.seller.kind === 'Provider'
        ? { providerId: ref.seller.id }
        : { companyId: ref.seller.id };
    default:
      return {};
  }
}

/**
 * Writes one journal entry in the caller's transaction, which also makes the business change.
 * Its lines must be whole paise and sum to zero (a deferred trigger checks again at commit);
 * zero lines are left out. Answers false, writing nothing, when the key was written before.
 */
export async function postEntry(tx: Executor, input: JournalEntryInput): Promise<boolean> {
  const lines = input.lines.filter((line) => line.amountPaise !== 0);
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountPaise)) {
      throw new RangeError(`Journal entry ${input.key}: ${line.amountPaise} is not whole paise`);
    }
    sum += line.amountPaise;
  }
  if (sum !== 0) throw new UnbalancedEntryError(input.key, sum);
  if (lines.length === 0) return false;

  const [entry] = await tx
    .insert(journalEntries)
    .values({
      key: input.key,
      kind: input.kind,
      description: input.description,
      bookingId: input.bookingId ?? null,
      paymentOrderId: input.paymentOrderId ?? null,
      payoutId: input.payoutId ?? null,
      withdrawalId: input.withdrawalId ?? null,
    })
    .onConflictDoNothing({ target: journalEntries.key })
    .returning({ id: journalEntries.id });
  if (!entry) return false;

  await tx.insert(journalLines).values(
    lines.map((line) => ({
      entryId: entry.id,
      account: line.to.account,
      bookingId: line.bookingId ?? null,
      ...ownerColumns(line.to),
      amountPaise: line.amountPaise,
    })),
  );
  return true;
}
