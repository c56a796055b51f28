export type PayoutGatewayKind = 'sandbox' | 'razorpayx';

/** Where a payout lands: a bank account with its IFSC, or a UPI id. */
export type PayeeAccount =
  | { type: 'bank'; accountHolder: string; accountNumber: string; ifsc: string }
  | { type: 'upi'; vpa: string };

/** A caregiver as the gateway registers them: a contact, and the account it pays. */
export interface Payee {
  /** Our seller's id, kept on the gateway's contact to find it again by hand. */
  referenceId: string;
  /** The name the contact is filed under. */
  name: string;
  /** The contact registered earlier for this caregiver, reused for a new account. */
  contactId: string | null;
  account: PayeeAccount;
}

export interface RegisteredPayee {
  contactId: string;
  fundAccountId: string;
}

/**
 * A payout's state as the gateway reports it, reduced to what we act on: still on its way,
 * paid (final unless the bank later reverses it), failed before paying, or reversed.
 */
export type GatewayPayoutStatus = 'processing' | 'processed' | 'failed' | 'reversed';

export interface GatewayPayout {
  id: string;
  amountPaise: number;
  status: GatewayPayoutStatus;
  /** Our payout's id, as we sent it: finds a payout whose answer we lost. */
  referenceId: string | null;
  /** The bank's reference (UTR) once paid. */
  utr: string | null;
  failureReason: string | null;
}

export interface PayoutRequest {
  /** Our payout's id: the gateway's idempotency key and the reference it keeps. */
  payoutId: string;
  fundAccountId: string;
  amountPaise: number;
  mode: 'IMPS' | 'UPI';
}

/**
 * Pays caregivers: RazorpayX Payouts when its keys are set, otherwise the built-in sandbox.
 * Both report outcomes by the same signed webhook, so one handler settles them.
 */
export interface PayoutGateway {
  readonly kind: PayoutGatewayKind;
  /** Signs the payout webhooks (X-Razorpay-Signature). */
  readonly webhookSecret: string;
  /** Registers the account a caregiver is paid to (a contact and its fund account). */
  registerPayee(payee: Payee): Promise<RegisteredPayee>;
  /**
   * Sends money. Safe to repeat: our payout id is the idempotency key, so a retry after a lost
   * answer is the first payout, never a second one.
   */
  createPayout(request: PayoutRequest): Promise<GatewayPayout>;
  /** Asks where a payout stands, for one whose webhook never came. Absent for the sandbox. */
  fetchPayout?(gatewayPayoutId: string): Promise<GatewayPayout>;
}

/**
 * The gateway refused a payout or an account for good (an invalid IFSC, a closed account):
 * sending it again cannot succeed, unlike a timeout or an outage, which is retried.
 */
export class PayoutRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayoutRejectedError';
  }
}
