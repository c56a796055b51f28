import { and, count, eq } from 'drizzle-orm';
import { CIRCLE_LIMIT } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careCircleMembers, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/api-caller.ts';
import { signIn, uniqueMobile, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

/** The family circle: the owner invites relatives by mobile; they follow, read-only. */
describe('the family circle', () => {
  let t: TestApp;
  let providerSvcId: string;

  const call = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t)(...args);
  const invite = (who: SignedIn, familyMemberId: string, mobile: string) =>
    call(who, 'POST', 'customer/circle/invite', { familyMemberId, mobile });
  const circleOf = (who: SignedIn, memberId: string) =>
    call(who, 'GET', `customer/circle/getCircle/${memberId}`);
  const followed = async (who: SignedIn) => {
    const res = await call(who, 'GET', 'customer/circle/getFollowedBookings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string }[];
  };
  const circleRows = async (memberId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(careCircleMembers)
      .where(eq(careCircleMembers.familyMemberId, memberId));
    return row!.n;
  };
  const smsTo = (mobile: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.mobile, mobile), eq(notifications.recipientKind, 'Relative')));

  /** A family (named Asha Rao) with a member (Shanta Rao) and one booking for them. */
  async function familyWithBooking() {
    const { family, memberId } = await familyWithMember(t.app);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      startDate: day(3),
      endDate: day(4),
      providerSvcId,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return { family, memberId, bookingId: (booking.json().data as { id: string }).id };
  }

  beforeAll(async () => {
    // Each test invites many numbers; the write limit has its own tests.
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', WRITE_LIMIT_PER_USER: '1000' });
    const catalog = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Lakshmi Pillai',
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
    });
    providerSvcId = made.offers[0]!.id;
  });
  afterAll(() => t.close());

  it('invites a relative by mobile and sends them one SMS saying who and how to sign in', async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const mobile = uniqueMobile();
    const res = await invite(family, memberId, mobile);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Invitation sent' });
    const id = res.json().data.id as string;

    const sms = await smsTo(mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ recipientId: null, type: 'CIRCLE_INVITED' });
    expect(sms[0]!.text).toContain('Asha Rao invited you to follow the care of Shanta Rao');
    expect(sms[0]!.text).toContain('Sign in');
    expect(sms[0]!.text).toMatch(/check-ins and care journal/);

    const circle = await circleOf(family, memberId);
    expect(circle.statusCode).toBe(200);
    expect(circle.json().data).toEqual([
      { id, mobile, name: null, joined: false, invitedAt: expect.any(String) },
    ]);
  });

  it('refuses bad invitations with the reason, and writes nothing', async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const stranger = await signIn(t.app);
    const mobile = uniqueMobile();
    expect((await invite(family, memberId, mobile)).statusCode).toBe(200);

    const cases: [() => ReturnType<typeof invite>, number, string][] = [
      [() => invite(stranger, memberId, uniqueMobile()), 404, 'Family member not found'],
      [() => invite(family, memberId, family.mobile), 422, 'That is your own number'],
      [() => invite(family, memberId, mobile), 409, 'This number is already invited'],
      [() => invite(family, memberId, '12345'), 400, 'mobile'],
      [
        () =>
          call(family, 'POST', 'customer/circle/invite', {
            familyMemberId: memberId,
            mobile: uniqueMobile(),
            admin: true,
          }),
        400,
        'admin',
      ],
    ];
    for (const [send, status, reason] of cases) {
      const res = await send();
      expect(res.statusCode, reason).toBe(status);
      expect(res.body).toContain(reason);
    }
    expect(await circleRows(memberId)).toBe(1);
    expect(await smsTo(family.mobile)).toHaveLength(0);
    expect(await smsTo(mobile)).toHaveLength(1);
  });

  it(`keeps at most ${CIRCLE_LIMIT} live relatives; a removed one frees a place and may be invited again`, async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const mobiles = Array.from({ length: CIRCLE_LIMIT }, () => uniqueMobile());
    const ids: string[] = [];
    for (const mobile of mobiles) {
      const res = await invite(family, memberId, mobile);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const extra = uniqueMobile();
    const over = await invite(family, memberId, extra);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `At most ${CIRCLE_LIMIT} relatives can follow one person; remove someone first`,
    );
    expect(await smsTo(extra)).toHaveLength(0);

    expect((await call(family, 'DELETE', `customer/circle/remove/${ids[0]}`)).statusCode).toBe(200);
    // The removed number comes back as a new invitation; the old row stays as a record.
    const again = await invite(family, memberId, mobiles[0]!);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).not.toBe(ids[0]);
    expect(await circleRows(memberId)).toBe(CIRCLE_LIMIT + 1);
    const live = (await circleOf(family, memberId)).json().data as { id: string }[];
    expect(live).toHaveLength(CIRCLE_LIMIT);
    // Newest first.
    expect(live[0]!.id).toBe(again.json().data.id);
  });

  it("shows the owner each relative's name once they have an account, and only to the owner", async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const relative = await signIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/auth/completeCustomerProfile',
      headers: relative.auth,
      payload: {
        name: 'Ravi Rao',
        email: 'ravi@example.com',
        gender: 'Male',
        dob: '1979-01-10',
        address: 'Dubai',
        pincode: '560001',
      },
    });
    expect((await invite(family, memberId, relative.mobile)).statusCode).toBe(200);
    const circle = (await circleOf(family, memberId)).json().data;
    expect(circle[0]).toMatchObject({ mobile: relative.mobile, name: 'Ravi Rao', joined: true });

    for (const who of [relative, await signIn(t.app)]) {
      const res = await circleOf(who, memberId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Family member not found');
    }
    expect((await call(null, 'GET', `customer/circle/getCircle/${memberId}`)).statusCode).toBe(401);
  });

  it('lists the bookings a relative follows, and removal ends it at once', async () => {
    const { family, memberId, bookingId } = await familyWithBooking();
    const relative = await signIn(t.app);
    const unrelated = await signIn(t.app);
    expect(await followed(relative)).toEqual([]);

    const invited = await invite(family, memberId, relative.mobile);
    const id = invited.json().data.id as string;
    const list = await followed(relative);
    expect(list).toEqual([
      {
        id: bookingId,
        serviceName: expect.any(String),
        status: 'PENDING',
        startDate: day(3),
        endDate: day(4),
        caregiverName: 'Lakshmi Pillai',
        member: { id: memberId, name: 'Shanta Rao' },
        ownerName: 'Asha Rao',
      },
    ]);
    expect(await followed(unrelated)).toEqual([]);
    // The owner's own bookings are in their own list, not in the followed one.
    expect(await followed(family)).toEqual([]);

    // Someone else cannot remove the relative; the owner can, once.
    for (const who of [relative, unrelated]) {
      const res = await call(who, 'DELETE', `customer/circle/remove/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Circle member not found');
    }
    expect(await followed(relative)).toHaveLength(1);
    const removed = await call(family, 'DELETE', `customer/circle/remove/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Removed from the circle', data: { id } });
    expect(await followed(relative)).toEqual([]);
    expect((await circleOf(family, memberId)).json().data).toEqual([]);
    expect((await call(family, 'DELETE', `customer/circle/remove/${id}`)).statusCode).toBe(404);
  });
});
