import type { Executor } from '../../db/client.ts';
import { insertEntry } from './repository.ts';
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

/** The columns that name an account's owner. */
interface Owner {
  customerId?: string;
  providerId?: string;
  companyId?: string;
  bookingId?: string;
}

function ownerColumns(ref: AccountRef): Owner {
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

  return insertEntry(
    tx,
    {
      key: input.key,
      kind: input.kind,
      description: input.description,
      bookingId: input.bookingId ?? null,
      paymentOrderId: input.paymentOrderId ?? null,
      payoutId: input.payoutId ?? null,
      withdrawalId: input.withdrawalId ?? null,
    },
    lines.map((line) => {
      const owner = ownerColumns(line.to);
      return {
        account: line.to.account,
        customerId: owner.customerId ?? null,
        providerId: owner.providerId ?? null,
        companyId: owner.companyId ?? null,
        bookingId: owner.bookingId ?? line.bookingId ?? null,
        amountPaise: line.amountPaise,
      };
    }),
  );
}
