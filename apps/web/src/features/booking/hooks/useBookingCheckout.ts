import { type BookingDraft, type CustomerBooking, type PaymentProof } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useAlert } from '../../../components/ui/alertContext';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { customerKeys } from '../../../lib/queries/customerKeys';
import { customerProfileQueryOptions } from '../../../lib/queries/customerProfile';
import { addMoneyToWallet, createBookingRequest, createPaymentOrder } from '../api/payments';
import { walletKey, walletQueryOptions } from '../../../lib/queries/wallet';
import { pay } from '../payment/pay';
import type { PaymentPrefill } from '../payment/types';
import { useSandboxPrompt } from '../payment/useSandboxPrompt';

export interface CheckoutInput {
  draft: BookingDraft;
  /** Paise: days x price per day. */
  total: number;
  days: number;
  serviceName: string;
  /** When the wallet holds part of the total: pay that part from it and the rest by card. */
  useWallet: boolean;
}

/** The gateway's smallest payment, ₹1: a few paise over stay in the wallet. */
const MIN_CARD_PAISE = 100;

/** What step 4 says after something went wrong, besides the SPEC's alert. */
export type CheckoutNotice =
  /** Paid and credited, but the booking failed: the money waits in the wallet. */
  | { kind: 'held-in-wallet'; amount: number; reason: string | null }
  /** Paid, but the wallet credit failed: the next attempt records it, without a new charge. */
  | { kind: 'payment-not-recorded'; amount: number }
  /** The dates were taken before any money moved. */
  | { kind: 'dates-taken'; message: string };

/** Placeholders for Razorpay's prefill when the profile lacks a detail (SPEC 7). */
export const PREFILL_PLACEHOLDERS: PaymentPrefill = {
  name: 'CareConnect Customer',
  email: 'customer@careconnect.in',
  contact: '9999999999',
};

type Phase = 'before-payment' | 'paid' | 'credited';

/**
 * 'Confirm & Pay' (SPEC 4 and 7): book straight from the wallet when it covers the total;
 * otherwise open a payment order for the total, or for the rest when the wallet pays part, and
 * pay it; addMoney then credits the wallet and books in one step, and answers the booking (or
 * why there is none: the money stays in the wallet).
 */
export function useBookingCheckout() {
  const queryClient = useQueryClient();
  const sandbox = useSandboxPrompt();
  // Not awaited below: the page behind settles (busy cleared, notice shown) while it is read.
  const alert = useAlert();
  const [isBusy, setIsBusy] = useState(false);
  const [booking, setBooking] = useState<CustomerBooking | null>(null);
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  // Guards a double tap before React re-renders the disabled button.
  const busyRef = useRef(false);
  // A payment taken whose wallet credit failed: credit it next time instead of charging again.
  const unrecordedPayment = useRef<{ amount: number; proof: PaymentProof } | null>(null);

  const readBalance = useCallback(async () => {
    try {
      return (await queryClient.fetchQuery({ ...walletQueryOptions(), staleTime: 0, retry: false }))
        .balance;
    } catch {
      // Unknown balance: paying is still safe, the payment lands in the wallet first.
      return 0;
    }
  }, [queryClient]);

  const readPrefill = useCallback(async (): Promise<PaymentPrefill> => {
    const profile = await queryClient
      .fetchQuery({ ...customerProfileQueryOptions(), retry: false })
      .catch(() => undefined);
    return {
      name: profile?.name || PREFILL_PLACEHOLDERS.name,
      email: profile?.email || PREFILL_PLACEHOLDERS.email,
      contact: profile?.phone || PREFILL_PLACEHOLDERS.contact,
    };
  }, [queryClient]);

  const confirm = useCallback(
    async (input: CheckoutInput) => {
      if (!Number.isFinite(input.total) || input.total <= 0) {
        void alert(i18n.t('spec.invalidBookingAmount'));
        return;
      }
      if (busyRef.current) return;
      busyRef.current = true;
      setIsBusy(true);
      setNotice(null);

      // Written inside recordPayment, read in the catch below: an object, not narrowed lets.
      const progress: { phase: Phase; paidAmount: number } = {
        phase: 'before-payment',
        paidAmount: 0,
      };
      const booked = (created: CustomerBooking) => {
        setBooking(created);
        toast.success(i18n.t('spec.bookingCreated'));
        void queryClient.invalidateQueries({ queryKey: customerKeys.bookings() });
        void queryClient.invalidateQueries({ queryKey: walletKey() });
      };
      /*
       * Verifying the payment credits the wallet and books the draft the order was priced for,
       * in one server transaction (a repeat answers the first outcome, without a new credit).
       */
      const recordPayment = async (payment: { amount: number; proof: PaymentProof }) => {
        progress.phase = 'paid';
        progress.paidAmount = payment.amount;
        unrecordedPayment.current = payment;
        const recorded = await addMoneyToWallet(payment.amount, payment.proof);
        unrecordedPayment.current = null;
        progress.phase = 'credited';
        if (recorded.booking) {
          booked(recorded.booking);
          return;
        }
        // The dates went while the family paid: the money waits in the wallet.
        void alert(i18n.t('spec.paymentOkBookingFailed'));
        setNotice({
          kind: 'held-in-wallet',
          amount: payment.amount,
          reason: recorded.bookingProblem,
        });
        void queryClient.invalidateQueries({ queryKey: walletKey() });
      };

      try {
        // A payment taken whose record failed last time: record it now, with no new charge.
        if (unrecordedPayment.current) {
          await recordPayment(unrecordedPayment.current);
          return;
        }

        const balance = await readBalance();
        if (balance >= input.total) {
          try {
            booked(await createBookingRequest(input.draft));
            return;
          } catch (error) {
            // 402: the balance changed since we read it; pay for the booking instead.
            if (!(error instanceof ApiError && error.status === 402)) throw error;
          }
        }

        // Part from the wallet: the server prices the order for the rest, from its own balance,
        // and refuses an amount other than the one the family was shown.
        const walletPart = input.useWallet ? Math.min(balance, input.total) : 0;
        const order = await createPaymentOrder(
          walletPart > 0
            ? {
                ...input.draft,
                useWallet: true,
                amount: Math.max(input.total - walletPart, MIN_CARD_PAISE),
              }
            : { ...input.draft, amount: input.total },
        );
        const result = await pay(
          { order, serviceName: input.serviceName, days: input.days, prefill: readPrefill },
          { chooseSandboxOutcome: sandbox.choose, alert },
        );
        if (result.status !== 'paid') return;

        // What was paid is the order's amount, as the server priced it.
        await recordPayment({ amount: order.amount, proof: result.proof });
      } catch (error) {
        const { phase, paidAmount } = progress;
        if (phase !== 'before-payment') {
          // 'paid': the payment's record failed (the next attempt records it, no new charge).
          void alert(i18n.t('spec.paymentOkBookingFailed'));
          setNotice(
            phase === 'credited'
              ? {
                  kind: 'held-in-wallet',
                  amount: paidAmount,
                  reason: error instanceof ApiError && error.fromServer ? error.message : null,
                }
              : { kind: 'payment-not-recorded', amount: paidAmount },
          );
          void queryClient.invalidateQueries({ queryKey: walletKey() });
        } else if (error instanceof ApiError && error.status === 409 && error.fromServer) {
          // The dates went before any money moved: the server's words say what to change.
          void alert(error.message);
          setNotice({ kind: 'dates-taken', message: error.message });
        } else if (error instanceof ApiError && error.status === 400 && error.fromServer) {
          // The wallet changed since the review showed it: show the new split, charge nothing.
          void alert(error.message);
          void queryClient.invalidateQueries({ queryKey: walletKey() });
        } else {
          void alert(i18n.t('spec.somethingWentWrong'));
        }
      } finally {
        busyRef.current = false;
        setIsBusy(false);
      }
    },
    [queryClient, readBalance, readPrefill, sandbox.choose, alert],
  );

  /** A changed choice makes the last notice stale (the wallet line still shows the balance). */
  const clearNotice = useCallback(() => setNotice(null), []);

  return { confirm, isBusy, booking, notice, clearNotice, paymentDialog: sandbox.dialog };
}
