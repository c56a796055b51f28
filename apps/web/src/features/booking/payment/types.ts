import type { CreatedOrder, PaymentProof } from '@care/shared';

/** How a payment attempt ended. Only 'paid' carries money; the rest leave the customer at step 4. */
export type PaymentResult =
  | { status: 'paid'; proof: PaymentProof }
  /** Closed without paying (Cancel, Escape, or Razorpay's close button). */
  | { status: 'dismissed' }
  /** Declined; the customer has already been told why. */
  | { status: 'failed'; message: string }
  /** The gateway could not be reached (its script failed to load); already told. */
  | { status: 'unavailable' };

export interface PaymentPrefill {
  name: string;
  email: string;
  contact: string;
}

/** One order to pay, with what the customer is shown while paying it. */
export interface PaymentRequest {
  order: CreatedOrder;
  serviceName: string;
  days: number;
  /** Read only for Razorpay Checkout, which prefills the customer's contact details. */
  prefill: () => Promise<PaymentPrefill>;
}

/** The choice made in the sandbox 'Test payment' dialog. */
export type SandboxChoice = 'success' | 'failure' | 'dismissed';
