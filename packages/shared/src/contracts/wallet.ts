import { idempotencyHeadersSchema } from '../schemas/common.ts';
import {
  addMoneyBodySchema,
  addMoneyResponseSchema,
  moneyRequestResponseSchema,
  walletResponseSchema,
  withdrawBodySchema,
} from '../schemas/payments.ts';
import { defineContract } from './define.ts';

/** The family's wallet: credited by verified payments, debited by bookings, refunded to. */
export const walletContracts = {
  addMoney: defineContract({
    method: 'PATCH',
    path: '/customer/wallet/addMoney',
    access: ['Customer'],
    tag: 'wallet',
    summary:
      'Credit a verified payment to the wallet and book the draft it paid for (once per payment)',
    body: addMoneyBodySchema,
    response: addMoneyResponseSchema,
  }),
  getWallet: defineContract({
    method: 'GET',
    path: '/customer/wallet/getWallet',
    access: ['Customer'],
    tag: 'wallet',
    response: walletResponseSchema,
  }),
  withdraw: defineContract({
    method: 'POST',
    path: '/customer/wallet/withdraw',
    access: ['Customer'],
    tag: 'wallet',
    summary: 'Send wallet money back to the payments it came from; one Idempotency-Key, once',
    headers: idempotencyHeadersSchema,
    body: withdrawBodySchema,
    response: moneyRequestResponseSchema,
  }),
};
