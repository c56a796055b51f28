import type { SellerKind } from '@care/shared';
import type { JournalKind, LedgerAccount } from '../../db/schema/index.ts';

export type { JournalKind, LedgerAccount };

/** A caregiver: an individual provider or a company. */
export interface SellerRef {
  kind: SellerKind;
  id: string;
}

/** One account of the ledger, with the owner its kind needs (decision 013). */
export type AccountRef =
  | { account: 'COMMISSION' | 'GST_PAYABLE' }
  /** Outside-world lines note whose money crossed, for reports; the account is one. */
  | { account: 'GATEWAY'; customerId: string }
  | { account: 'PAYOUT_BANK'; seller: SellerRef }
  | { account: 'WALLET' | 'WITHDRAWAL_IN_TRANSIT'; customerId: string }
  | { account: 'HELD'; bookingId: string; seller: SellerRef }
  | { account: 'EARNINGS' | 'PAYOUT_IN_TRANSIT'; seller: SellerRef };

export const gateway = (customerId: string): AccountRef => ({ account: 'GATEWAY', customerId });
export const payoutBank = (seller: SellerRef): AccountRef => ({ account: 'PAYOUT_BANK', seller });
export const commission: AccountRef = { account: 'COMMISSION' };
export const gstPayable: AccountRef = { account: 'GST_PAYABLE' };
export const wallet = (customerId: string): AccountRef => ({ account: 'WALLET', customerId });
export const withdrawalInTransit = (customerId: string): AccountRef => ({
  account: 'WITHDRAWAL_IN_TRANSIT',
  customerId,
});
export const held = (bookingId: string, seller: SellerRef): AccountRef => ({
  account: 'HELD',
  bookingId,
  seller,
});
export const earnings = (seller: SellerRef): AccountRef => ({ account: 'EARNINGS', seller });
export const payoutInTransit = (seller: SellerRef): AccountRef => ({
  account: 'PAYOUT_IN_TRANSIT',
  seller,
});

/** A booking's seller from its row, which names exactly one of the two. */
export function sellerOf(row: { providerId: string | null; companyId: string | null }): SellerRef {
  if (row.providerId) return { kind: 'Provider', id: row.providerId };
  if (row.companyId) return { kind: 'Company', id: row.companyId };
  throw new Error('A booking without a seller');
}

/** An amount into (positive) or out of (negative) an account. */
export interface Line {
  to: AccountRef;
  amountPaise: number;
  /** The booking the money is about, for reports (held money always names its booking). */
  bookingId?: string | null;
}

/** Money moved from one account to another: the two lines of the simplest entry. */
export function move(
  from: AccountRef,
  to: AccountRef,
  amountPaise: number,
  bookingId?: string | null,
): Line[] {
  return [
    { to: from, amountPaise: -amountPaise, bookingId: bookingId ?? null },
    { to, amountPaise, bookingId: bookingId ?? null },
  ];
}
