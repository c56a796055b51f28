import type { Config } from '../../config.ts';
import { createRazorpayXGateway } from './razorpayx.ts';
import { createSandboxPayoutGateway, type SandboxPayoutGateway } from './sandbox.ts';
import type { PayoutGateway } from './types.ts';

export type { PayoutGateway, PayoutGatewayKind } from './types.ts';
export type { PayoutWebhookDelivery, SandboxPayoutGateway } from './sandbox.ts';

export function createPayoutGateway(config: Pick<Config, 'payouts'>): PayoutGateway {
  return config.payouts.kind === 'razorpayx'
    ? createRazorpayXGateway(config.payouts)
    : createSandboxPayoutGateway(config.payouts.secret);
}

export function isSandboxPayouts(gateway: PayoutGateway): gateway is SandboxPayoutGateway {
  return gateway.kind === 'sandbox';
}
