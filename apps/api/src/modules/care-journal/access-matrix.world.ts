import { apiOf } from '../../test/api-caller.ts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  signIn,
  signInAdminOperator,
  signInSupportOperator,
  uniqueMobile,
  type SignedIn,
} from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { multipartForm } from '../../test/files.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

/*
 * The people and bookings of the access matrix (access-matrix.test.ts): one care recipient
 * with a care profile; a booking under way with a journal entry and a photo; a booking not yet
 * accepted; one completed (which the test moves more than a day back); each with its own caregiver; a relative in the
 * circle, one removed from it, a stranger, and the two operator roles.
 */

export type Role =
  | 'owner'
  | 'invited relative'
  | 'removed relative'
  | 'unrelated customer'
  | 'caregiver before accept'
  | 'caregiver during the care'
  | 'caregiver a day after completion'
  | 'another caregiver'
  | 'support operator'
  | 'admin operator';

export const roles: Role[] = [
  'owner',
  'invited relative',
  'removed relative',
  'unrelated customer',
  'caregiver before accept',
  'caregiver during the care',
  'caregiver a day after completion',
  'another caregiver',
  'support operator',
  'admin operator',
];

export interface Actor {
  who: SignedIn;
  /** The booking this actor acts on: a caregiver's own, else the one under way. */
  bookingId: string;
}

export const profile = {
  conditions: ['Type 2 diabetes'],
  medicines: [{ name: 'Metformin', dose: '500 mg', times: ['08:00'] }],
  allergies: [],
  mobility: null,
  diet: null,
  emergencyContacts: [],
  doctor: null,
  school: null,
  notes: null,
};

export { apiOf };

export interface MatrixWorld {
  actors: Record<Role, Actor>;
  owner: SignedIn;
  memberId: string;
  /** The booking under way. */
  activeId: string;
  /** The completed booking, whose completion the test moves back more than a day. */
  doneId: string;
  /** The relative's live invitation, which nobody but the owner may remove. */
  relativeInvitationId: string;
}

export async function matrixWorld(t: TestApp): Promise<MatrixWorld> {
  const call = apiOf(t);
  const catalog = await createCatalog(t.db);
  const caregiver = async (name: string) => {
    const made = await createProvider(t.db, {
      name,
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
    });
    return {
      svc: made.offers[0]!.id,
      who: await signIn(t.app, 'Provider', made.provider.mobile),
    };
  };
  const { family: owner, memberId } = await familyWithMember(t.app);
  const saved = await call(owner, 'PUT', `customer/familyMember/careProfile/${memberId}`, profile);
  expect(saved.statusCode, saved.body).toBe(200);
  const medicineId = saved.json().data.profile.medicines[0].id as string;

  const book = async (svc: string, days: number) => {
    const { booking } = await payAndBook(t.app, owner, {
      familyMemberId: memberId,
      startDate: day(0),
      endDate: day(days - 1),
      providerSvcId: svc,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return booking.json().data as { id: string; startCode: string; endCode: string };
  };
  const patch = async (who: SignedIn, url: string, payload?: object) => {
    const res = await call(who, 'PATCH', url, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const invite = (mobile: string) =>
    call(owner, 'POST', 'customer/circle/invite', { familyMemberId: memberId, mobile });
  // The care under way: accepted, started today with the start code, one entry with a photo.
  const during = await caregiver('Lakshmi Pillai');
  const active = await book(during.svc, 3);
  await patch(during.who, `provider/booking/acceptBooking/${active.id}`);
  await patch(during.who, `provider/booking/startBooking/${active.id}`, {
    code: active.startCode,
  });
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#7a5' },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/journal/uploadPhoto/${active.id}`,
    headers: during.who.auth,
    payload: multipartForm({}, { photo: { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' } }),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const entry = await call(during.who, 'POST', `provider/journal/addEntry/${active.id}`, {
    date: day(0),
    meals: [{ meal: 'lunch', portion: 'most' }],
    medicines: [{ medicineId, given: true, time: '08:00' }],
    mood: 'calm',
    notes: 'A quiet, good day.',
    photoIds: [uploaded.json().data.id],
  });
  expect(entry.statusCode, entry.body).toBe(200);

  // Not yet accepted.
  const before = await caregiver('Meena Das');
  const pending = await book(before.svc, 1);

  // Completed (the test moves its completion back past the journal's correction window).
  const after = await caregiver('Sunita Rao');
  const done = await book(after.svc, 1);
  await patch(after.who, `provider/booking/acceptBooking/${done.id}`);
  await patch(after.who, `provider/booking/startBooking/${done.id}`, { code: done.startCode });
  await patch(after.who, `provider/booking/completeBooking/${done.id}`, { code: done.endCode });

  const other = await caregiver('Kavya Nair');

  // The relative signs in by OTP with the invited number, as the SMS tells them.
  const relativeMobile = uniqueMobile();
  const invited = await invite(relativeMobile);
  expect(invited.statusCode, invited.body).toBe(200);
  const relativeInvitationId = invited.json().data.id as string;
  const removedMobile = uniqueMobile();
  const toRemove = await invite(removedMobile);
  const removedRelative = await signIn(t.app, 'Customer', removedMobile);
  expect(
    (await call(owner, 'DELETE', `customer/circle/remove/${toRemove.json().data.id}`)).statusCode,
  ).toBe(200);

  const on = (who: SignedIn, bookingId = active.id): Actor => ({ who, bookingId });
  return {
    owner,
    memberId,
    activeId: active.id,
    doneId: done.id,
    relativeInvitationId,
    actors: {
      owner: on(owner),
      'invited relative': on(await signIn(t.app, 'Customer', relativeMobile)),
      'removed relative': on(removedRelative),
      'unrelated customer': on(await signIn(t.app)),
      'caregiver before accept': on(before.who, pending.id),
      'caregiver during the care': on(during.who),
      'caregiver a day after completion': on(after.who, done.id),
      'another caregiver': on(other.who),
      'support operator': on(await signInSupportOperator(t.app)),
      'admin operator': on(await signInAdminOperator(t.app)),
    },
  };
}
