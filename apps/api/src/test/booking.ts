import type { FastifyInstance } from 'fastify';
import { addCalendarDays, todayInIndia, type PaymentProof } from '@care/shared';
import { signIn, type SignedIn } from './auth.ts';

/** Anyone with a bearer header. */
type Caller = Pick<SignedIn, 'auth'>;

/** A date `offset` days from today in India. */
export const day = (offset: number) => addCalendarDays(todayInIndia(), offset);

export interface Draft {
  familyMemberId: string;
  startDate: string;
  endDate: string;
  companySvcId?: string;
  providerSvcId?: string;
}

export async function addMember(app: FastifyInstance, who: Caller): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/familyMember/createFamilyMember',
    headers: who.auth,
    payload: { name: 'Shanta Rao', gender: 'Female', age: 74, relation: 'Mother' },
  });
  return res.json().data.id;
}

export const createOrder = (app: FastifyInstance, who: Caller, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/customer/booking/createRazorpayOrder',
    headers: who.auth,
    payload,
  });

export async function sandboxPay(
  app: FastifyInstance,
  who: Caller,
  orderId: string,
): Promise<PaymentProof> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/dev/sandbox/pay',
    headers: who.auth,
    payload: { orderId, outcome: 'success' },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox pay failed: ${res.body}`);
  return res.json().data;
}

export const addMoney = (
  app: FastifyInstance,
  who: Caller,
  amountRupees: number,
  proof: PaymentProof,
) =>
  app.inject({
    method: 'PATCH',
    url: '/api/v1/customer/wallet/addMoney',
    headers: who.auth,
    payload: { amount: amountRupees, description: 'Initial top-up', ...proof },
  });

export const book = (app: FastifyInstance, who: Caller, draft: Draft) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/customer/booking/createBookingRequest',
    headers: who.auth,
    payload: draft,
  });

export async function balance(app: FastifyInstance, who: Caller): Promise<number> {
  const res = await app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: who.auth });
  return res.json().data.balance;
}

/**
 * The paid path the web app takes: order, pay, and verify (addMoney), which credits the wallet
 * and books the order's draft in one step. `booking` answers as createBookingRequest would: 200
 * with the booking, or 409 with why the payment waits in the wallet instead.
 */
export async function payAndBook(app: FastifyInstance, who: Caller, draft: Draft) {
  const order = await createOrder(app, who, draft);
  if (order.statusCode !== 200) return { order, booking: order };
  const { id, amount } = order.json();
  const proof = await sandboxPay(app, who, id);
  const credited = await addMoney(app, who, amount / 100, proof);
  if (credited.statusCode !== 200) throw new Error(`addMoney failed: ${credited.body}`);
  const { booking, bookingProblem } = credited.json().data;
  const answer = booking
    ? { success: true, message: credited.json().message, data: booking }
    : { success: false, code: 'CONFLICT', message: bookingProblem };
  return {
    order,
    credited,
    booking: { statusCode: booking ? 200 : 409, body: JSON.stringify(answer), json: () => answer },
  };
}

/** A family signed in through OTP with a completed profile and one member to book for. */
export async function familyWithMember(
  app: FastifyInstance,
  profile: { name: string; pincode: string; address: string } = {
    name: 'Asha Rao',
    pincode: '560001',
    address: '12 MG Road, Bengaluru',
  },
): Promise<{ family: SignedIn; memberId: string }> {
  const family = await signIn(app);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/customer/auth/completeCustomerProfile',
    headers: family.auth,
    payload: { ...profile, email: 'family@example.com', gender: 'Female', dob: '1984-05-20' },
  });
  if (res.statusCode !== 200) throw new Error(`completeCustomerProfile failed: ${res.body}`);
  return { family, memberId: await addMember(app, family) };
}
