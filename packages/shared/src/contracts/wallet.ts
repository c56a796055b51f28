import {
  addMoneyBodySchema,
  addMoneyResponseSchema,
  walletResponseSchema,
} from '../schemas/payments.ts';
import { defineContract } from './define.ts';

/** The family's wallet: credited by verified payments, debited by bookings, refunded to. */
export const walletContracts = {
  addMoney: defineContract({
    method: 'PATCH',
    path: '/customer/wallet/addMoney',
    access: ['Customer'],
    tag: 'wallet',
    summary: 'Credit the wallet with a verified payment (once per payment)',
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
};
