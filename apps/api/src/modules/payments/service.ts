import type { CreateOrderBody, CreatedOrder, PaymentProof } from '@care/shared';
import { messages, text } from '@care/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isSandbox, type PaymentGateway } from '../../adapters/payments/index.ts';
import { isValidWebhookSignature } from '../../adapters/payments/signature.ts';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { paymentsTotal } from '../../lib/metrics.ts';
import { assertAvailable } from '../bookings/availability.ts';
import { priceDraft } from '../bookings/pricing.ts';
import type { BookingSettings } from '../bookings/service.ts';
import { applyPaidOrder } from '../wallet/paid-order.ts';
import { applyRefundNotice } from '../wallet/refund-outcome.ts';
import { walletBalance } from '../ledger/repository.ts';
import { paymentTooLarge } from './limits.ts';
import * as repo from './repository.ts';

export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined by the bank (test payment)';

/** The part of a Razorpay webhook we act on; anything else in the body is not ours to judge. */
const webhookEventSchema = z.object({ event: text().min(1).max(100) });
const paymentEntitySchema = z.object({
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: text().min(1).max(100),
        order_id: text().min(1).max(100),
        amount: z.number().int().positive().optional(),
      }),
    }),
  }),
});
const webhookEventIdSchema = text().min(1).max(200);
const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);
/** A refund's final word (a withdrawal's refund reached the card, or did not). */
const refundEntitySchema = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: text().min(1).max(100),
        payment_id: text().min(1).max(100),
        amount: z.number().int().positive(),
        receipt: text().max(100).nullish(),
        // Razorpay sends empty notes as [].
        notes: z
          .union([
            z.looseObject({ withdrawal_refund_id: text().max(100).optional() }),
            z.array(z.unknown()),
          ])
          .optional(),
      }),
    }),
  }),
});
const REFUND_OUTCOMES = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (type: string): type is keyof typeof REFUND_OUTCOMES =>
  Object.hasOwn(REFUND_OUTCOMES, type);

/** The gateway's smallest order: ₹1. */
const MIN_ORDER_PAISE = 100;

export function createPaymentService(
  db: Database,
  gateway: PaymentGateway,
  settings: BookingSettings & { maxPaymentPaise: number },
) {
  return {
    /** Prices the draft on the server and opens a gateway order for exactly that amount. */
    async createOrder(customerId: string, body: CreateOrderBody): Promise<CreatedOrder> {
      const priced = await priceDraft(db, customerId, body);
      if (priced.totalPaise <= 0) throw unprocessable(messages.invalidBookingAmount);
      // With the wallet: it pays what it holds, the card the rest (at least the gateway's ₹1;
      // a few paise over stay in the wallet).
      const fromWallet = body.useWallet
        ? Math.min(await walletBalance(db, customerId), priced.totalPaise)
        : 0;
      if (fromWallet === priced.totalPaise) {
        throw conflict('Your wallet covers this booking: book it from your wallet.');
      }
      const chargePaise = Math.max(priced.totalPaise - fromWallet, MIN_ORDER_PAISE);
      if (chargePaise > settings.maxPaymentPaise) throw paymentTooLarge(settings.maxPaymentPaise);
      if (body.amount !== undefined && body.amount !== chargePaise) {
        throw badRequest(
          body.useWallet
            ? 'Your wallet balance changed; please review the amount and try again'
            : 'The amount does not match the price of this booking',
        );
      }
      // Do not take money for dates that are already gone.
      await assertAvailable(db, priced);

      const { amount: _clientAmount, useWallet: _useWallet, ...draft } = body;
      const order = await gateway
        .createOrder({
          amountPaise: chargePaise,
          receipt: `cc_${Date.now().toString(36)}`,
          notes: { service: priced.offering.serviceName, days: String(priced.days) },
        })
        .catch((error: unknown) => {
          throw new AppError(
            'GATEWAY_ERROR',
            502,
            'Could not start the payment. Please try again.',
            undefined,
            {
              cause: error,
            },
          );
        });
      if (order.amount !== chargePaise) {
        throw new AppError(
          'GATEWAY_MISMATCH',
          502,
          'The payment gateway returned a different amount',
        );
      }
      await repo.insertOrder(db, {
        gateway: gateway.kind,
        gatewayOrderId: order.id,
        customerId,
        amountPaise: chargePaise,
        currency: order.currency,
        // The booking made when this payment is verified uses this price, not a new one.
        draft: { ...draft, pricePerDayPaise: priced.offering.pricePerDayPaise },
      });
      return {
        success: true,
        id: order.id,
        amount: order.amount,
        ...(body.useWallet ? { fromWallet } : {}),
        currency: order.currency,
        gateway: gateway.kind,
        keyId: gateway.keyId,
      };
    },

    /** What the 'Test payment' dialog calls: sign a success, or describe a decline. */
    async sandboxPay(
      customerId: string,
      input: { orderId: string; outcome: 'success' | 'failure' },
    ): Promise<PaymentProof> {
      if (!isSandbox(gateway)) throw notFound('Sandbox');
      const order = await repo.findOrderByGatewayId(db, input.orderId);
      if (!order || order.customerId !== customerId) throw notFound('Payment order');
      if (order.status === 'PAID') throw conflict('This order is already paid');
      if (input.outcome === 'failure')
        throw new AppError('PAYMENT_FAILED', 402, SANDBOX_DECLINE_MESSAGE);
      const { paymentId, signature } = gateway.pay(order.gatewayOrderId);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.gatewayOrderId,
        razorpay_signature: signature,
      };
    },

    /**
     * The gateway's server-to-server notice of a payment. Verified over the raw body; a
     * redelivered event id is acknowledged and ignored.
     */
    async handleWebhook(input: {
      rawBody: Buffer;
      signature: string | undefined;
      eventId: string | undefined;
    }) {
      const secret = gateway.webhookSecret;
      if (!secret) throw notFound('Webhook');
      if (!input.signature || !isValidWebhookSignature(secret, input.rawBody, input.signature)) {
        throw new AppError('INVALID_SIGNATURE', 400, 'Invalid webhook signature');
      }
      let body: unknown;
      try {
        body = JSON.parse(input.rawBody.toString('utf8'));
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
      // A signed body of another shape is the gateway's business, not an error of ours: it is
      // acknowledged (so the gateway stops redelivering) and left alone.
      const event = webhookEventSchema.safeParse(body);
      if (!event.success) return { handled: false, reason: 'malformed' };
      const type = event.data.event;
      const entity = PAYMENT_EVENTS.has(type) ? paymentEntitySchema.safeParse(body) : undefined;
      if (entity && !entity.success) return { handled: false, reason: 'malformed' };
      const payment = entity?.data.payload.payment.entity;
      const refundEntity = isRefundEvent(type) ? refundEntitySchema.safeParse(body) : undefined;
      if (refundEntity && !refundEntity.success) return { handled: false, reason: 'malformed' };
      const refund = refundEntity?.data.payload.refund.entity;
      const eventId = webhookEventIdSchema.safeParse(
        input.eventId ?? `${type}:${payment?.id ?? refund?.id ?? 'none'}`,
      );
      if (!eventId.success) return { handled: false, reason: 'malformed' };

      return db.transaction(async (tx) => {
        if (!(await repo.recordEventOnce(tx, eventId.data, type)))
          return { handled: false, reason: 'duplicate' };
        if (refund && isRefundEvent(type)) {
          const notes = Array.isArray(refund.notes) ? undefined : refund.notes;
          return applyRefundNotice(tx, {
            outcome: REFUND_OUTCOMES[type],
            gatewayRefundId: refund.id,
            receipt: refund.receipt ?? notes?.withdrawal_refund_id ?? null,
            paymentId: refund.payment_id,
            amountPaise: refund.amount,
          });
        }
        if (!payment) return { handled: false, reason: 'ignored' };
        const order = await repo.findOrderByGatewayId(tx, payment.order_id, true);
        if (!order) return { handled: false, reason: 'unknown order' };
        if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
          return { handled: false, reason: 'amount mismatch' };
        }
        const { credited, bookingId } = await applyPaidOrder(tx, order, payment.id, settings);
        // Inside the transaction: its only later step is the commit.
        paymentsTotal.inc({ outcome: credited ? 'credited' : 'already_credited' });
        if (!credited) return { handled: false, reason: 'already credited' };
        return { handled: true, reason: bookingId ? 'credited and booked' : 'credited' };
      });
    },
  };
}
