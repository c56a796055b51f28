import type { PayoutDestination, PayoutDestinationBody } from '@care/shared';
import type { PayeeAccount } from '../../adapters/payouts/types.ts';
import type { DestinationDetails, DestinationRow } from './repository.ts';

/** An account number as it is ever shown: only its last four digits. */
export const maskAccountNumber = (accountNumber: string) => `XXXXXX${accountNumber.slice(-4)}`;

/** 'HDFC0001234 · XXXXXX7890' or the UPI id: how a payout names where it went. */
export function destinationLabel(row: DestinationDetails): string {
  return row.type === 'bank'
    ? `${row.ifsc} · ${maskAccountNumber(row.accountNumber ?? '')}`
    : (row.vpa ?? '');
}

/** A saved destination as the caregiver sees it: the account number never whole. */
export function presentDestination(row: DestinationRow): PayoutDestination {
  return {
    type: row.type,
    label: destinationLabel(row),
    accountHolder: row.accountHolder,
    ifsc: row.ifsc,
    maskedAccountNumber: row.accountNumber ? maskAccountNumber(row.accountNumber) : null,
    vpa: row.vpa,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function detailsOf(body: PayoutDestinationBody): DestinationDetails {
  return body.type === 'bank'
    ? {
        type: 'bank',
        accountHolder: body.accountHolder,
        accountNumber: body.accountNumber,
        ifsc: body.ifsc,
        vpa: null,
      }
    : { type: 'upi', accountHolder: null, accountNumber: null, ifsc: null, vpa: body.vpa };
}

export function sameDetails(a: DestinationDetails, b: DestinationDetails): boolean {
  return (
    a.type === b.type &&
    a.accountHolder === b.accountHolder &&
    a.accountNumber === b.accountNumber &&
    a.ifsc === b.ifsc &&
    a.vpa === b.vpa
  );
}

/** The account a gateway pays, from a saved destination (whose shape the table checks). */
export function payeeAccount(row: DestinationRow): PayeeAccount {
  return row.type === 'bank'
    ? {
        type: 'bank',
        accountHolder: row.accountHolder!,
        accountNumber: row.accountNumber!,
        ifsc: row.ifsc!,
      }
    : { type: 'upi', vpa: row.vpa! };
}
