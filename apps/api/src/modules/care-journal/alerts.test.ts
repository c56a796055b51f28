import { and, eq, like } from 'drizzle-orm';
import { formatCareDate, hasTranslation, translateMessage } from '@care/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { careCircleMembers, notifications } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { travelTo, travelToInstant } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';
import { day } from '../../test/booking.ts';
import { alertMissedCheckIns, type CareJobSettings } from './alerts.service.ts';
import { listBookingDays } from './check-in.repository.ts';
import { careBookingWorld, indiaAt, type CareBookingWorld } from './check-in.testing.ts';

/** The missed check-in alert: after the set hour, once, to the family circle and operators. */
describe('missed check-in alert', () => {
  let t: TestApp;
  let world: CareBookingWorld;
  let settings: CareJobSettings;

  const careTexts = (bookingId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, bookingId), like(notifications.type, 'CARE_%')));

  beforeAll(async () => {
    t = await createTestApp({
      WRITE_LIMIT_PER_USER: '1000',
      OTP_RESEND_SECONDS: '0',
      ADMIN_MOBILES: '9000000001,9000000011',
    });
    world = await careBookingWorld(t);
    settings = {
      checkInAlertTime: t.config.checkInAlertTime,
      careDigestTime: t.config.careDigestTime,
      operatorMobiles: t.config.adminMobiles,
    };
  });
  afterEach(() => travelTo(null));
  afterAll(() => t.close());

  it('reads CHECK_IN_ALERT_TIME, 10:00 India time unless set, and refuses a time that is not HH:MM', () => {
    expect(t.config.checkInAlertTime).toBe('10:00');
    expect(t.config.careDigestTime).toBe('20:00');
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.config.dataDir };
    expect(loadConfig({ ...base, CHECK_IN_ALERT_TIME: '09:30' }).checkInAlertTime).toBe('09:30');
    expect(() => loadConfig({ ...base, CHECK_IN_ALERT_TIME: '25:00' })).toThrow(
      /CHECK_IN_ALERT_TIME/,
    );
    expect(() => loadConfig({ ...base, CARE_DIGEST_TIME: '8pm' })).toThrow(/CARE_DIGEST_TIME/);
  });

  it('tells the family, each following relative and each operator once, after the hour', async () => {
    const booked = await world.accepted(0, 1);
    const relative = uniqueMobile();
    const gone = uniqueMobile();
    await t.db.insert(careCircleMembers).values([
      { familyMemberId: world.memberId, ownerCustomerId: world.family.id, mobile: relative },
      {
        familyMemberId: world.memberId,
        ownerCustomerId: world.family.id,
        mobile: gone,
        removedAt: new Date(),
      },
    ]);

    travelToInstant(indiaAt(day(0), '09:59'));
    expect(await alertMissedCheckIns(t.db, settings)).toBe(0);
    expect(await careTexts(booked.id)).toEqual([]);

    travelToInstant(indiaAt(day(0), '10:01'));
    expect(await alertMissedCheckIns(t.db, settings)).toBeGreaterThanOrEqual(1);
    const sent = await careTexts(booked.id);
    const to = sent.map((n) => [n.recipientKind, n.recipientId, n.mobile, n.type]).sort();
    expect(to).toEqual(
      [
        ['Customer', world.family.id, world.family.mobile, 'CARE_CHECK_IN_MISSED'],
        ['Operator', null, '9000000001', 'CARE_CHECK_IN_MISSED_OPERATOR'],
        ['Operator', null, '9000000011', 'CARE_CHECK_IN_MISSED_OPERATOR'],
        ['Relative', null, relative, 'CARE_CHECK_IN_MISSED'],
      ].sort(),
    );
    const family = sent.find((n) => n.recipientKind === 'Customer')!;
    expect(family.text).toBe(
      `CareConnect: Ramesh Kumar has not checked in for Shanta Rao today, ${formatCareDate(day(0))}. Please call them; our support team can help.`,
    );
    expect(family.smsStatus).toBe('PENDING');
    const operator = sent.find((n) => n.recipientKind === 'Operator')!;
    expect(operator.text).toContain('no check-in by 10:00 from Ramesh Kumar for Shanta Rao');
    expect(operator.text).toContain(booked.id);
    const [today] = await listBookingDays(t.db, booked.id);
    expect(today!.missedAlertAt).toBeInstanceOf(Date);

    // A second run, or two at once, tell nobody again.
    travelToInstant(indiaAt(day(0), '10:16'));
    await Promise.all([alertMissedCheckIns(t.db, settings), alertMissedCheckIns(t.db, settings)]);
    expect(await careTexts(booked.id)).toHaveLength(4);
  });

  it('says nothing for a day checked in, a request not accepted, or a booking not on today', async () => {
    const checkedIn = await world.accepted(0, 1);
    const pending = await world.book(0, 1);
    const later = await world.accepted(2, 3);
    travelToInstant(indiaAt(day(0), '09:30'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/checkIn/${checkedIn.id}`,
      headers: checkedIn.caregiver.auth,
      payload: { code: checkedIn.startCode },
    });
    expect(res.statusCode, res.body).toBe(200);

    travelToInstant(indiaAt(day(0), '11:00'));
    await alertMissedCheckIns(t.db, settings);
    for (const id of [checkedIn.id, pending.id, later.id]) expect(await careTexts(id)).toEqual([]);
  });

  it('alerts a later day of running care that nobody checked in to', async () => {
    const booked = await world.accepted(0, 1);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/checkIn/${booked.id}`,
      headers: booked.caregiver.auth,
      payload: { code: booked.startCode },
    });
    travelToInstant(indiaAt(day(1), '10:30'));
    await alertMissedCheckIns(t.db, settings);
    const sent = await careTexts(booked.id);
    expect(sent.filter((n) => n.recipientKind === 'Customer')).toHaveLength(1);
    expect(sent[0]!.text).toContain(formatCareDate(day(1)));
  });

  it('has Hindi words for the family and the operator texts', async () => {
    const booked = await world.accepted(0, 0);
    travelToInstant(indiaAt(day(0), '12:00'));
    await alertMissedCheckIns(t.db, settings);
    const sent = await careTexts(booked.id);
    expect(sent.length).toBeGreaterThan(0);
    for (const { text } of sent) {
      expect(hasTranslation(text, 'hi'), text).toBe(true);
      const hindi = translateMessage(text, 'hi');
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(hindi).toContain('Shanta Rao');
      expect(hindi).not.toMatch(/\b\w{3} \d{4}\b/);
    }
  });
});
