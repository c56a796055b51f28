import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, careProfiles, careProfileViews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile, type SignedIn } from '../../test/auth.ts';
import { addMember, day } from '../../test/booking.ts';
import {
  apiOf,
  matrixWorld,
  profile,
  roles,
  type Actor,
  type MatrixWorld,
  type Role,
} from './access-matrix.world.ts';

/*
 * Who may read and change a care recipient's care data (issue 16, items 4 to 6), one rule a
 * line. The care recipient has a care profile and a booking under way with a journal entry and
 * a photo. Each caregiver acts on their own booking of that person, in the state their row
 * names; everyone else acts on the booking under way. 403 is a token of the wrong kind (the
 * route is not theirs at all); 404 is a family, or a caregiver, for whom the thing does not
 * exist; the caregiver's 403 from their own booking is "not now".
 */

type Outcome = number | 'listed' | 'not listed';

const reason = 'Family complaint #4411 about a missed visit';

describe('care data access matrix', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiOf>;
  let actors: MatrixWorld['actors'];
  let owner: SignedIn;
  let memberId: string;
  let activeId: string;
  let relativeInvitationId: string;

  const ok = (res: LightMyRequestResponse) => {
    expect([200, 400, 401, 403, 404, 409, 422], res.body).toContain(res.statusCode);
    return res.statusCode;
  };
  /** Reads recorded for the family and in the operators' audit log. */
  const readsRecorded = async () => {
    const [views] = await t.db.select({ n: count() }).from(careProfileViews);
    const [audits] = await t.db.select({ n: count() }).from(auditLog);
    return { views: views!.n, audits: audits!.n };
  };
  const invite = (who: SignedIn, mobile: string, familyMemberId = memberId) =>
    call(who, 'POST', 'customer/circle/invite', { familyMemberId, mobile });

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', WRITE_LIMIT_PER_USER: '1000' });
    call = apiOf(t);
    let doneId: string;
    ({ actors, owner, memberId, activeId, relativeInvitationId, doneId } = await matrixWorld(t));
    // Completed more than a day ago: the journal's correction window is over.
    await t.db
      .update(bookings)
      .set({ completedAt: sql`now() - interval '25 hours'` })
      .where(eq(bookings.id, doneId));
  });
  afterAll(() => t.close());

  /** What each call does for an actor, and who gets what. */
  const rules: {
    call: string;
    act: (actor: Actor, role: Role) => Promise<Outcome>;
    expected: Record<Role, Outcome>;
  }[] = [
    {
      call: 'family getJournal',
      act: async ({ who, bookingId }) =>
        ok(await call(who, 'GET', `customer/journal/getJournal/${bookingId}`)),
      expected: {
        owner: 200,
        'invited relative': 200,
        'removed relative': 404,
        'unrelated customer': 404,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'seller getJournal',
      act: async ({ who, bookingId }) =>
        ok(await call(who, 'GET', `provider/journal/getJournal/${bookingId}`)),
      expected: {
        owner: 403,
        'invited relative': 403,
        'removed relative': 403,
        'unrelated customer': 403,
        'caregiver before accept': 403,
        'caregiver during the care': 200,
        'caregiver a day after completion': 403,
        'another caregiver': 404,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'seller getCareProfile',
      act: async ({ who, bookingId }) =>
        ok(await call(who, 'GET', `provider/booking/getCareProfile/${bookingId}`)),
      expected: {
        owner: 403,
        'invited relative': 403,
        'removed relative': 403,
        'unrelated customer': 403,
        'caregiver before accept': 403,
        'caregiver during the care': 200,
        'caregiver a day after completion': 403,
        'another caregiver': 404,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'addEntry',
      act: async ({ who, bookingId }) =>
        ok(
          await call(who, 'POST', `provider/journal/addEntry/${bookingId}`, {
            date: day(0),
            mood: 'happy',
            notes: 'Evening walk.',
          }),
        ),
      expected: {
        owner: 403,
        'invited relative': 403,
        'removed relative': 403,
        'unrelated customer': 403,
        'caregiver before accept': 403,
        'caregiver during the care': 200,
        'caregiver a day after completion': 403,
        'another caregiver': 404,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'getFollowedBookings lists the booking',
      act: async ({ who }) => {
        const res = await call(who, 'GET', 'customer/circle/getFollowedBookings');
        if (res.statusCode !== 200) return ok(res);
        const ids = (res.json().data as { id: string }[]).map((b) => b.id);
        return ids.includes(activeId) ? 'listed' : 'not listed';
      },
      expected: {
        // The owner finds their own bookings under "my bookings", not among the followed.
        owner: 'not listed',
        'invited relative': 'listed',
        'removed relative': 'not listed',
        'unrelated customer': 'not listed',
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'circle invite',
      act: async ({ who }) => ok(await invite(who, uniqueMobile())),
      expected: {
        owner: 200,
        'invited relative': 404,
        'removed relative': 404,
        'unrelated customer': 404,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'circle remove',
      act: async ({ who }, role) => {
        // The owner removes a fresh invitation; everyone else tries the relative's own.
        const id =
          role === 'owner'
            ? ((await invite(owner, uniqueMobile())).json().data.id as string)
            : relativeInvitationId;
        return ok(await call(who, 'DELETE', `customer/circle/remove/${id}`));
      },
      expected: {
        owner: 200,
        'invited relative': 404,
        'removed relative': 404,
        'unrelated customer': 404,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'export care data',
      act: async ({ who }) =>
        ok(await call(who, 'GET', `customer/familyMember/careData/${memberId}`)),
      expected: {
        owner: 200,
        'invited relative': 404,
        'removed relative': 404,
        'unrelated customer': 404,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'erase care data',
      act: async ({ who }, role) => {
        if (role !== 'owner') {
          const res = await call(who, 'DELETE', `customer/familyMember/careData/${memberId}`);
          const [kept] = await t.db
            .select({ id: careProfiles.familyMemberId })
            .from(careProfiles)
            .where(eq(careProfiles.familyMemberId, memberId));
          expect(kept, 'the care profile is still there').toBeDefined();
          return ok(res);
        }
        // The owner erases another person's data, so the shared record stays for the others.
        const otherMember = await addMember(t.app, owner);
        await call(owner, 'PUT', `customer/familyMember/careProfile/${otherMember}`, profile);
        return ok(await call(owner, 'DELETE', `customer/familyMember/careData/${otherMember}`));
      },
      expected: {
        owner: 200,
        'invited relative': 404,
        'removed relative': 404,
        'unrelated customer': 404,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 403,
        'admin operator': 403,
      },
    },
    {
      call: 'readCareRecord with a reason',
      act: async ({ who, bookingId }) =>
        ok(await call(who, 'POST', `admin/booking/readCareRecord/${bookingId}`, { reason })),
      expected: {
        owner: 403,
        'invited relative': 403,
        'removed relative': 403,
        'unrelated customer': 403,
        'caregiver before accept': 403,
        'caregiver during the care': 403,
        'caregiver a day after completion': 403,
        'another caregiver': 403,
        'support operator': 200,
        'admin operator': 200,
      },
    },
  ];

  describe.each(rules)('$call', ({ act, expected }) => {
    it.each(roles.map((role) => ({ role, outcome: expected[role] })))(
      '$role: $outcome',
      async ({ role, outcome }) => {
        expect(await act(actors[role], role)).toBe(outcome);
      },
    );
  });

  it.each([
    ['no reason', {}],
    ['a short reason', { reason: 'checking' }],
    ['a blank reason', { reason: '             ' }],
  ])('readCareRecord with %s: 400 for an operator, and nothing recorded', async (_, body) => {
    for (const role of ['support operator', 'admin operator'] as const) {
      const before = await readsRecorded();
      const res = await call(
        actors[role].who,
        'POST',
        `admin/booking/readCareRecord/${activeId}`,
        body,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(await readsRecorded()).toEqual(before);
    }
  });

  it.each([
    ['cancel it', 'PATCH', `customer/booking/cancelBooking/:id`, undefined],
    ['preview its refund', 'GET', `customer/booking/getRefundPreview/:id`, undefined],
    ['review it', 'POST', `customer/booking/createReview/:id`, { rating: 5, comment: 'Good' }],
    ['download its receipt', 'GET', `customer/booking/getReceipt/:id`, undefined],
    ['edit the care profile', 'PUT', `customer/familyMember/careProfile/:member`, profile],
    ['list the circle', 'GET', `customer/circle/getCircle/:member`, undefined],
  ] as const)(
    'an invited relative cannot %s (it does not exist for them)',
    async (_, method, url, body) => {
      const res = await call(
        actors['invited relative'].who,
        method,
        url.replace(':id', activeId).replace(':member', memberId),
        body,
      );
      expect(res.statusCode, res.body).toBe(404);
    },
  );

  it.each([
    ['owner', 'family'],
    ['invited relative', 'family'],
    ['caregiver during the care', 'seller'],
    ['support operator', 'operator'],
  ] as const)(
    'a photo link works for the %s who got it, and a forged signature does not',
    async (role, read) => {
      const { who } = actors[role];
      const res =
        read === 'family'
          ? await call(who, 'GET', `customer/journal/getJournal/${activeId}`)
          : read === 'seller'
            ? await call(who, 'GET', `provider/journal/getJournal/${activeId}`)
            : await call(who, 'POST', `admin/booking/readCareRecord/${activeId}`, { reason });
      expect(res.statusCode, res.body).toBe(200);
      const body = JSON.stringify(res.json());
      const url = /"url":"([^"]+)"/.exec(body)?.[1];
      expect(url, 'a photo link in the answer').toBeDefined();

      // The link itself is the permission: no bearer header, as an <img> would ask.
      const photo = await t.app.inject({ method: 'GET', url: url! });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');

      const forged = url!.replace(
        /signature=([0-9a-f])/,
        (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
      );
      const refused = await t.app.inject({ method: 'GET', url: forged });
      expect(refused.statusCode).toBe(403);
      const later = url!.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
      expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    },
  );
});
