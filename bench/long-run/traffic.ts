import { addCalendarDays, todayInIndia } from '@care/shared';
import type { Answer, Recorder } from './recorder.ts';

/*
 * The mixed traffic of the long run: what families, caregivers and visitors do, each action
 * one to three HTTP calls as the web app makes them. Bookings move through their life across
 * actions (booked -> accepted -> started -> completed, or cancelled), so the ledger sees every
 * kind of entry: payments, holds, refunds and earnings.
 */

export interface Family {
  auth: string;
  memberId: string;
}

export interface Offering {
  id: string;
  providerId: string;
}

interface Booking {
  id: string;
  family: Family;
  providerId: string;
  startCode: string;
  endCode: string;
  /** Care that starts today can be started and completed within the run. */
  today: boolean;
}

export interface World {
  apiUrl: string;
  families: Family[];
  offerings: Offering[];
  /** A provider's bearer header, minted on first use. */
  providerAuth(providerId: string): Promise<string>;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Weights of the mix: mostly reading, as on a marketplace, with every write in it. */
export const mix = {
  browse: 40,
  signIn: 8,
  book: 20,
  accept: 12,
  cancel: 5,
  start: 7,
  complete: 8,
} as const;
export type Action = keyof typeof mix;

export function traffic(world: World, recorder: Recorder) {
  const pending: Booking[] = [];
  const accepted: Booking[] = [];
  const startable: Booking[] = [];
  const inProgress: Booking[] = [];
  let nextMobile = 9_500_000_000;

  async function call(method: string, path: string, auth?: string, body?: object): Promise<Answer> {
    const res = await fetch(`${world.apiUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { text: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }

  const t = (kind: string, send: () => Promise<Answer>, expected?: number[]) =>
    recorder.time(kind, send, expected);

  async function browse() {
    const offering = pick(world.offerings);
    const choice = Math.floor(Math.random() * 4);
    if (choice === 0) {
      const page = 1 + Math.floor(Math.random() * 20);
      await t('browse:list', () =>
        call('GET', `/provider/auth/getOnlineProvidersForWeb?page=${page}&limit=12`),
      );
    } else if (choice === 1) {
      await t('browse:profile', () =>
        call('GET', `/provider/auth/getProviderProfileById/${offering.providerId}`),
      );
    } else if (choice === 2) {
      await t('browse:services', () =>
        call(
          'GET',
          `/provider/providerService/getAllProviderServicesForCustomer/${offering.providerId}`,
        ),
      );
    } else {
      await t('browse:categories', () => call('GET', '/admin/service/getAllServiceCategories'));
    }
  }

  async function signIn() {
    const mobile = String((nextMobile += 1));
    const userType = 'Customer';
    const sent = await t('signIn:send', () =>
      call('POST', '/customer/auth/sendLoginOTP', undefined, { userType, mobile }),
    );
    if (!sent) return;
    const outbox = await t('signIn:outbox', () => call('GET', `/dev/outbox?mobile=${mobile}`));
    const otp = (outbox?.body.data as { otp: string }[] | undefined)?.[0]?.otp;
    if (!otp) return;
    await t('signIn:verify', () =>
      call('POST', '/customer/auth/verifyOTP', undefined, { userType, mobile, otp }),
    );
  }

  async function book() {
    const family = pick(world.families);
    const offering = pick(world.offerings);
    const today = Math.random() < 0.5;
    const start = addCalendarDays(todayInIndia(), today ? 0 : 1 + Math.floor(Math.random() * 300));
    const draft = {
      familyMemberId: family.memberId,
      providerSvcId: offering.id,
      startDate: start,
      endDate: start,
    };
    // Dates another family just took are refused with 409: an outcome, not an error.
    const order = await t(
      'book:order',
      () => call('POST', '/customer/booking/createRazorpayOrder', family.auth, draft),
      [200, 409],
    );
    if (!order || order.status !== 200) return;
    const paid = await t('book:pay', () =>
      call('POST', '/dev/sandbox/pay', family.auth, { orderId: order.body.id, outcome: 'success' }),
    );
    if (!paid) return;
    const credited = await t('book:verify', () =>
      call('PATCH', '/customer/wallet/addMoney', family.auth, {
        amount: (order.body.amount as number) / 100,
        description: 'Long-run booking',
        ...(paid.body.data as object),
      }),
    );
    const booking = (
      credited?.body.data as
        { booking?: { id: string; startCode: string; endCode: string } } | undefined
    )?.booking;
    if (booking) pending.push({ ...booking, family, providerId: offering.providerId, today });
  }

  async function accept(): Promise<boolean> {
    const booking = pending.shift();
    if (!booking) return false;
    const auth = await world.providerAuth(booking.providerId);
    const res = await t('accept', () =>
      call('PATCH', `/provider/booking/acceptBooking/${booking.id}`, auth, {}),
    );
    if (res) (booking.today ? startable : accepted).push(booking);
    return true;
  }

  async function cancel(): Promise<boolean> {
    const booking = accepted.shift() ?? (pending.length > 20 ? pending.pop() : undefined);
    if (!booking) return false;
    await t('cancel', () =>
      call('PATCH', `/customer/booking/cancelBooking/${booking.id}`, booking.family.auth),
    );
    return true;
  }

  async function start(): Promise<boolean> {
    const booking = startable.shift();
    if (!booking) return false;
    const auth = await world.providerAuth(booking.providerId);
    const res = await t('start', () =>
      call('PATCH', `/provider/booking/startBooking/${booking.id}`, auth, {
        code: booking.startCode,
      }),
    );
    if (res) inProgress.push(booking);
    return true;
  }

  async function complete(): Promise<boolean> {
    const booking = inProgress.shift();
    if (!booking) return false;
    const auth = await world.providerAuth(booking.providerId);
    await t('complete', () =>
      call('PATCH', `/provider/booking/completeBooking/${booking.id}`, auth, {
        code: booking.endCode,
      }),
    );
    return true;
  }

  const total = Object.values(mix).reduce((sum, w) => sum + w, 0);
  /** One action drawn from the mix; one whose queue is empty yet books instead, to fill it. */
  return async function act(): Promise<void> {
    let roll = Math.random() * total;
    const action = (Object.keys(mix) as Action[]).find((key) => (roll -= mix[key]) < 0) ?? 'browse';
    if (action === 'browse') return browse();
    if (action === 'signIn') return signIn();
    if (action === 'book') return book();
    const done = await { accept, cancel, start, complete }[action]();
    if (!done) await book();
  };
}
