import { messages, type CreatedOrder } from '@care/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { proof, sandboxOrder } from '../test/fixtures';
import { pay, paymentDescription } from './pay';
import type { RazorpayConstructor, RazorpayOptions } from './razorpay';
import type { PaymentRequest } from './types';

const prefill = { name: 'Meena Iyer', email: 'meena@example.in', contact: '9123456780' };

function request(order: CreatedOrder = sandboxOrder): PaymentRequest {
  return { order, serviceName: 'Nursing Attendant', days: 3, prefill: async () => prefill };
}

const razorpayOrder: CreatedOrder = { ...sandboxOrder, gateway: 'razorpay', keyId: 'rzp_test_1' };

/** A stand-in for window.Razorpay that lets the test play the customer. */
function fakeRazorpay() {
  interface Instance {
    options: RazorpayOptions;
    failed: (response: unknown) => void;
    opened: boolean;
  }
  const instances: Instance[] = [];
  const Razorpay = class {
    private readonly entry: Instance;
    constructor(options: RazorpayOptions) {
      this.entry = { options, failed: () => undefined, opened: false };
      instances.push(this.entry);
    }
    open() {
      this.entry.opened = true;
    }
    on(_event: string, listener: (r: unknown) => void) {
      this.entry.failed = listener;
    }
  } as unknown as RazorpayConstructor;
  return { Razorpay, instances };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pay() with the sandbox gateway', () => {
  it('returns dismissed without paying when the dialog is cancelled', async () => {
    const paySandbox = vi.fn();
    const result = await pay(request(), {
      chooseSandboxOutcome: async () => 'dismissed',
      paySandbox,
      alert: vi.fn(),
    });
    expect(result).toEqual({ status: 'dismissed' });
    expect(paySandbox).not.toHaveBeenCalled();
  });

  it('returns the proof when the customer pays', async () => {
    const paySandbox = vi.fn(async () => proof);
    const result = await pay(request(), {
      chooseSandboxOutcome: async () => 'success',
      paySandbox,
      alert: vi.fn(),
    });
    expect(result).toEqual({ status: 'paid', proof });
    expect(paySandbox).toHaveBeenCalledWith('order_sbx_1', 'success');
  });

  it('announces a decline with the server description and returns failed', async () => {
    const alert = vi.fn();
    const decline = new ApiError(402, 'Your card was declined by the bank (test payment)', 'X');
    const result = await pay(request(), {
      chooseSandboxOutcome: async () => 'failure',
      paySandbox: vi.fn(async () => Promise.reject(decline)),
      alert,
    });
    expect(result).toEqual({ status: 'failed', message: decline.message });
    expect(alert).toHaveBeenCalledWith(
      'Payment failed: Your card was declined by the bank (test payment)',
    );
  });

  it('never loads Razorpay for a sandbox order', async () => {
    const loadRazorpay = vi.fn();
    await pay(request(), {
      chooseSandboxOutcome: async () => 'dismissed',
      loadRazorpay,
      alert: vi.fn(),
    });
    expect(loadRazorpay).not.toHaveBeenCalled();
  });
});

describe('pay() with Razorpay', () => {
  it('alerts when the Checkout script cannot load', async () => {
    const alert = vi.fn();
    const chooseSandboxOutcome = vi.fn();
    const result = await pay(request(razorpayOrder), {
      chooseSandboxOutcome,
      loadRazorpay: async () => null,
      alert,
    });
    expect(result).toEqual({ status: 'unavailable' });
    expect(alert).toHaveBeenCalledWith(messages.razorpaySdkFailed);
    expect(chooseSandboxOutcome).not.toHaveBeenCalled();
  });

  it('opens Checkout with the order, brand, description and prefill; resolves with the proof', async () => {
    const { Razorpay, instances } = fakeRazorpay();
    const pending = pay(request(razorpayOrder), {
      chooseSandboxOutcome: vi.fn(),
      loadRazorpay: async () => Razorpay,
      alert: vi.fn(),
    });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const [checkout] = instances;
    expect(checkout!.opened).toBe(true);
    expect(checkout!.options).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_sbx_1',
      amount: 420_000,
      currency: 'INR',
      name: 'CareConnect',
      description: 'Nursing Attendant for 3 day(s)',
      prefill,
    });
    checkout!.options.handler(proof);
    await expect(pending).resolves.toEqual({ status: 'paid', proof });
  });

  it('announces payment.failed but keeps waiting; closing Checkout is a dismissal', async () => {
    const { Razorpay, instances } = fakeRazorpay();
    const alert = vi.fn();
    let settled = false;
    const pending = pay(request(razorpayOrder), {
      chooseSandboxOutcome: vi.fn(),
      loadRazorpay: async () => Razorpay,
      alert,
    }).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    instances[0]!.failed({ error: { description: 'Insufficient funds' } });
    expect(alert).toHaveBeenCalledWith('Payment failed: Insufficient funds');
    await Promise.resolve();
    expect(settled).toBe(false);
    instances[0]!.options.modal.ondismiss();
    await expect(pending).resolves.toEqual({ status: 'dismissed' });
  });
});

describe('paymentDescription', () => {
  it('names the service and the day count', () => {
    expect(paymentDescription('Home Nursing', 1)).toBe('Home Nursing for 1 day(s)');
  });
});
