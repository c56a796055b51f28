import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRazorpayCheckout, RAZORPAY_CHECKOUT_URL, type RazorpayConstructor } from './razorpay';

const scripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);

afterEach(() => {
  delete window.Razorpay;
  scripts().forEach((script) => script.remove());
});

describe('loadRazorpayCheckout', () => {
  it('adds the Checkout script once and resolves with window.Razorpay when it loads', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    const Razorpay = class {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    fireEvent.load(scripts()[0]!);
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    // Already there: no second download.
    await expect(loadRazorpayCheckout()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('resolves null when the script fails, removes it, and tries afresh next time', async () => {
    const failed = loadRazorpayCheckout();
    fireEvent.error(scripts()[0]!);
    await expect(failed).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);

    const retry = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    fireEvent.error(scripts()[0]!);
    await expect(retry).resolves.toBeNull();
  });
});
