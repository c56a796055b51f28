import { and, eq } from 'drizzle-orm';
import {
  formatCareDate,
  hasTranslation,
  translateMessage,
  type JournalEntryContent,
} from '@care/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  careCircleMembers,
  careJournalEntries,
  careJournalPhotos,
  notifications,
} from '../../db/schema/index.ts';
import { travelTo, travelToInstant } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';
import { day } from '../../test/booking.ts';
import type { CareJobSettings } from './alerts.service.ts';
import { listBookingDays } from './check-in.repository.ts';
import { careBookingWorld, indiaAt, type CareBookingWorld } from './check-in.testing.ts';
import { sendCareDigests } from './digest.service.ts';

const medicine = (id: string, given: boolean, time: string | null = null) => ({
  medicineId: id,
  name: 'Metformin',
  given,
  time,
  note: null,
});
const content = (part: Partial<JournalEntryContent>): JournalEntryContent => ({
  meals: [],
  medicines: [],
  mood: null,
  activities: [],
  notes: null,
  readings: null,
  ...part,
});
const MED_A = '00000000-0000-4000-8000-00000000000a';
const MED_B = '00000000-0000-4000-8000-00000000000b';

/** The evening digest: the day's times and journal, once, to the family circle. */
describe('evening care digest', () => {
  let t: TestApp;
  let world: CareBookingWorld;
  let settings: CareJobSettings;

  const digests = (bookingId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, bookingId), eq(notifications.type, 'CARE_DAILY_DIGEST')),
      );
  const step = (
    booked: { id: string; caregiver: { auth: { authorization: string } } },
    which: 'checkIn' | 'checkOut',
    code: string,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/${which}/${booked.id}`,
      headers: booked.caregiver.auth,
      payload: { code },
    });

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    world = await careBookingWorld(t);
    settings = {
      checkInAlertTime: t.config.checkInAlertTime,
      careDigestTime: t.config.careDigestTime,
      operatorMobiles: t.config.adminMobiles,
    };
  });
  afterEach(() => travelTo(null));
  afterAll(() => t.close());

  it("sums up the day's times, meals, medicines, mood and photos, once, to the family and relatives", async () => {
    const booked = await world.accepted(0, 1);
    const relative = uniqueMobile();
    await t.db.insert(careCircleMembers).values({
      familyMemberId: world.memberId,
      ownerCustomerId: world.family.id,
      mobile: relative,
    });
    const days = await listBookingDays(t.db, booked.id);
    travelToInstant(indiaAt(day(0), '09:02'));
    expect((await step(booked, 'checkIn', booked.startCode)).statusCode).toBe(200);
    travelToInstant(indiaAt(day(0), '18:10'));
    expect((await step(booked, 'checkOut', days[0]!.checkOutCode)).statusCode).toBe(200);

    const entry = {
      bookingId: booked.id,
      familyMemberId: world.memberId,
      date: day(0),
      authorType: 'Provider' as const,
      authorId: booked.caregiver.id,
      authorName: 'Ramesh Kumar',
    };
    await t.db.insert(careJournalEntries).values({
      ...entry,
      content: content({
        meals: [{ meal: 'lunch', portion: 'most', note: null }],
        medicines: [medicine(MED_A, true, '08:00'), medicine(MED_B, false, '08:00')],
        mood: 'tired',
      }),
      createdAt: indiaAt(day(0), '13:00'),
    });
    const [evening] = await t.db
      .insert(careJournalEntries)
      .values({
        ...entry,
        content: content({
          // A later word on lunch replaces the earlier one.
          meals: [
            { meal: 'lunch', portion: 'all', note: null },
            { meal: 'dinner', portion: 'half', note: null },
          ],
          medicines: [medicine(MED_A, true, '20:00'), medicine(MED_B, true, '20:00')],
          mood: 'calm',
        }),
        createdAt: indiaAt(day(0), '19:00'),
      })
      .returning();
    await t.db.insert(careJournalPhotos).values(
      [1, 2].map((n) => ({
        bookingId: booked.id,
        entryId: evening!.id,
        storageKey: `journal/${booked.id}/${n}.webp`,
        width: 800,
        height: 600,
        bytes: 40_000,
      })),
    );

    travelToInstant(indiaAt(day(0), '19:59'));
    await sendCareDigests(t.db, settings);
    expect(await digests(booked.id)).toEqual([]);

    travelToInstant(indiaAt(day(0), '20:05'));
    await sendCareDigests(t.db, settings);
    const sent = await digests(booked.id);
    expect(sent.map((n) => [n.recipientKind, n.mobile]).sort()).toEqual(
      [
        ['Customer', world.family.mobile],
        ['Relative', relative],
      ].sort(),
    );
    const text = `CareConnect, ${formatCareDate(day(0))}: Shanta Rao with Ramesh Kumar. In 09:02, out 18:10. Meals: lunch (all), dinner (half). Medicines: 3 of 4 given. Mood: calm. Photos: 2.`;
    expect(sent.map((n) => n.text)).toEqual([text, text]);
    expect((await listBookingDays(t.db, booked.id))[0]!.digestSentAt).toBeInstanceOf(Date);

    const hindi = translateMessage(text, 'hi');
    expect(hasTranslation(text, 'hi')).toBe(true);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain('शांत');
    expect(hindi).toContain('4 में से 3');

    travelToInstant(indiaAt(day(0), '21:00'));
    await Promise.all([sendCareDigests(t.db, settings), sendCareDigests(t.db, settings)]);
    expect(await digests(booked.id)).toHaveLength(2);
  });

  it('says so when nobody checked in on a day of running care, and notes what was not written', async () => {
    const quiet = await world.accepted(0, 1);
    const noEntry = await world.accepted(0, 1);
    expect((await step(quiet, 'checkIn', quiet.startCode)).statusCode).toBe(200);
    travelToInstant(indiaAt(day(1), '07:00'));
    expect((await step(noEntry, 'checkIn', noEntry.startCode)).statusCode).toBe(200);

    travelToInstant(indiaAt(day(1), '20:30'));
    await sendCareDigests(t.db, settings);
    const [none] = await digests(quiet.id);
    expect(none!.text).toBe(
      `CareConnect, ${formatCareDate(day(1))}: no check-in today for Shanta Rao by Ramesh Kumar.`,
    );
    expect(translateMessage(none!.text, 'hi')).toMatch(/[\u0900-\u097F]/);
    const [bare] = await digests(noEntry.id);
    expect(bare!.text).toBe(
      `CareConnect, ${formatCareDate(day(1))}: Shanta Rao with Ramesh Kumar. In 07:00, out not yet. Meals: none noted. Medicines: none listed. Mood: not noted. Photos: 0.`,
    );
    expect(translateMessage(bare!.text, 'hi')).toContain('अभी नहीं');
  });

  it('sends the last day of care completed today, and nothing for care not yet started', async () => {
    const done = await world.accepted(0, 0);
    const notStarted = await world.accepted(0, 1);
    travelToInstant(indiaAt(day(0), '08:00'));
    await step(done, 'checkIn', done.startCode);
    const out = await step(done, 'checkOut', done.endCode);
    expect(out.json().data.status).toBe('COMPLETED');

    travelToInstant(indiaAt(day(0), '20:00'));
    await sendCareDigests(t.db, settings);
    // To the family (and any relative another test invited to follow the same person).
    const toFamily = (await digests(done.id)).filter((n) => n.recipientKind === 'Customer');
    expect(toFamily).toHaveLength(1);
    expect(await digests(notStarted.id)).toEqual([]);
  });
});
