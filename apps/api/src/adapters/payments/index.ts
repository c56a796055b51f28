import type { Config } from '../../config.ts';
import { createRazorpayGateway } from './razorpay.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';

export type { PaymentGateway } from './types.ts';
export type { SandboxGateway } from './sandbox.ts';

export function createPaymentGateway(config: Config): PaymentGateway | SandboxGateway {
  return config.payments.kind === 'razorpay'
    ? createRazorpayGateway(config.payments)
    : createSandboxGateway(config.payments.secret);
}

export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.kind === 'sandbox';
}
