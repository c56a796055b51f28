import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCareDate } from '@care/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/auth.ts';
import {
  apiOf,
  careFor,
  castOf,
  completeHoursAgo,
  day,
  fullEntry,
  journalCounts,
  photoId,
  setStaffName,
  type Cast,
} from './journal-test-kit.ts';

describe("the caregiver's journal: writing a day's entry", () => {
  let t: TestApp;
  let cast: Cast;
  let api: ReturnType<typeof apiOf>;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    cast = await castOf(t);
    api = apiOf(t);
  });
  afterAll(() => t.close());

  it("counts the journal's medicine list as a read of the care profile, once a day", async () => {
    const care = await careFor(t, cast);
    const views = async () =>
      (
        await api(cast.family, 'GET', `customer/familyMember/careProfileViews/${care.memberId}`)
      ).json().data as { bookingId: string | null; viewerName: string }[];
    const before = (await views()).length;
    for (let i = 0; i < 3; i++) {
      const read = await api(care.seller, 'GET', `provider/journal/getJournal/${care.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.medicines).toHaveLength(2);
    }
    const after = await views();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ bookingId: care.id, viewerName: 'Lakshmi Pillai' });
  });

  it('saves a full entry with two photos; the caregiver and the family read it back', async () => {
    const care = await careFor(t, cast);
    const photos = [await photoId(t, care), await photoId(t, care)];
    const saved = await api(
      care.seller,
      'POST',
      `provider/journal/addEntry/${care.id}`,
      fullEntry(care, day(0), photos),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Journal entry saved');
    const entry = saved.json().data;
    expect(entry).toMatchObject({
      bookingId: care.id,
      date: day(0),
      authorName: 'Lakshmi Pillai',
      meals: [
        { meal: 'breakfast', portion: 'all', note: 'Idli and sambar' },
        { meal: 'lunch', portion: 'half', note: null },
      ],
      // The medicines' names are copied from the care profile.
      medicines: [
        { medicineId: care.medicines[0]!.id, name: 'Metformin', given: true, time: '08:00' },
        {
          medicineId: care.medicines[1]!.id,
          name: 'Amlodipine',
          given: false,
          time: null,
          note: 'Refused, felt dizzy',
        },
      ],
      mood: 'calm',
      activities: ['Walk in the park', 'Read the newspaper'],
      notes: 'A quiet, good day.',
      readings: { systolic: 130, diastolic: 85, sugar: 140, temperature: 36.8, pulse: 72 },
      history: [],
    });
    expect(entry.photos.map((p: { id: string }) => p.id)).toEqual(photos);
    const hours = (Date.parse(entry.editableUntil) - Date.parse(entry.createdAt)) / 3_600_000;
    expect(hours).toBe(24);

    const mine = await api(care.seller, 'GET', `provider/journal/getJournal/${care.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const journal = mine.json().data;
    expect(journal).toMatchObject({
      bookingId: care.id,
      status: 'IN_PROGRESS',
      memberName: 'Shanta Rao',
    });
    expect(journal.medicines.map((m: { name: string }) => m.name)).toEqual([
      'Metformin',
      'Amlodipine',
    ]);
    expect(journal.days.map((d: { date: string }) => d.date)).toEqual([day(0), day(1), day(2)]);
    // The caregiver sees times, never the family's codes.
    expect(journal.days[0]).not.toHaveProperty('checkInCode');
    expect(journal.days[0]).toHaveProperty('checkInAt');
    expect(journal.days[0].entries).toEqual(
      [entry].map((e) => ({ ...e, photos: expect.any(Array) })),
    );

    const family = await api(cast.family, 'GET', `customer/journal/getJournal/${care.id}`);
    expect(family.statusCode, family.body).toBe(200);
    expect(family.json().data.viewer).toBe('owner');
    const read = family.json().data.days[0].entries[0];
    expect(read).toMatchObject({ id: entry.id, notes: 'A quiet, good day.', mood: 'calm' });
    expect(read.photos).toHaveLength(2);
  });

  it('names the company’s staff member as the author when the booking names one', async () => {
    const care = await careFor(t, cast, 'IN_PROGRESS', { company: true });
    const body = { date: day(0), notes: 'Settled in well.' };
    const first = await api(cast.company, 'POST', `company/journal/addEntry/${care.id}`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.authorName).toBe('Sunrise Care Agency');
    await setStaffName(t, care.id, 'Meena Das');
    const second = await api(cast.company, 'POST', `company/journal/addEntry/${care.id}`, body);
    expect(second.json().data.authorName).toBe('Meena Das');
    // A company's entries are not a provider's: the provider route does not know the booking.
    const wrongKind = await api(
      cast.otherCaregiver,
      'GET',
      `provider/journal/getJournal/${care.id}`,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it('refuses days outside the booking or still to come, unknown medicines and bad readings, writing nothing', async () => {
    const care = await careFor(t, cast);
    const add = (body: object) =>
      api(care.seller, 'POST', `provider/journal/addEntry/${care.id}`, body);
    const before = await journalCounts(t);

    const outside = await add({ date: day(3), notes: 'x' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(
      `${formatCareDate(day(3))} is not a day of this booking, which runs from ${formatCareDate(day(0))} to ${formatCareDate(day(2))}`,
    );
    const before1 = await add({ date: day(-1), notes: 'x' });
    expect(before1.statusCode).toBe(422);
    const future = await add({ date: day(1), notes: 'x' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(
      `${formatCareDate(day(1))} has not come yet: write the entry on the day (today is ${formatCareDate(day(0))})`,
    );

    const unknownMedicine = await add({
      date: day(0),
      medicines: [{ medicineId: '00000000-0000-4000-8000-000000000000', given: true }],
    });
    expect(unknownMedicine.statusCode).toBe(422);
    expect(unknownMedicine.json().message).toContain('is not a medicine in the care profile');

    for (const [readings, message] of [
      [{ systolic: 400, diastolic: 90 }, 'Blood pressure (upper) must be between 60 and 260 mmHg'],
      [{ temperature: 50 }, 'Temperature must be between 32 and 43 °C'],
      [{ systolic: 120 }, 'Give both blood pressure numbers, upper and lower'],
    ] as const) {
      const res = await add({ date: day(0), readings });
      expect(res.statusCode, JSON.stringify(readings)).toBe(400);
      expect(res.json().message).toContain(message);
    }

    const tooManyPhotos = await add({
      date: day(0),
      photoIds: [
        await photoId(t, care),
        await photoId(t, care),
        await photoId(t, care),
        await photoId(t, care),
      ],
    });
    expect(tooManyPhotos.statusCode).toBe(400);
    expect(tooManyPhotos.json().message).toContain('At most 3 photos in one entry');

    const after = await journalCounts(t);
    expect(after.entries).toBe(before.entries);
    expect(after.attached).toBe(before.attached);
  });

  it('opens only while the care runs: not before the start, not to strangers, not long after', async () => {
    const body = { date: day(0), notes: 'Good day' };
    const add = (who: SignedIn, id: string) =>
      api(who, 'POST', `provider/journal/addEntry/${id}`, body);
    const read = (who: SignedIn, id: string) =>
      api(who, 'GET', `provider/journal/getJournal/${id}`);
    const before = await journalCounts(t);

    const pending = await careFor(t, cast, 'PENDING');
    const refusedPending = await add(pending.seller, pending.id);
    expect(refusedPending.statusCode).toBe(403);
    expect(refusedPending.json().message).toBe('Accept the booking to use its care journal');

    const accepted = await careFor(t, cast, 'ACCEPTED');
    const notStarted = await add(accepted.seller, accepted.id);
    expect(notStarted.statusCode).toBe(422);
    expect(notStarted.json().message).toBe(
      'Check in first: the journal starts when the care starts',
    );
    // Reading is open from acceptance (the form shows the days and medicines).
    expect((await read(accepted.seller, accepted.id)).statusCode).toBe(200);

    const running = await careFor(t, cast);
    expect((await add(cast.otherCaregiver, running.id)).statusCode).toBe(404);
    expect((await read(cast.otherCaregiver, running.id)).statusCode).toBe(404);
    // A family token on a caregiver's route is refused by role.
    expect((await add(cast.family, running.id)).statusCode).toBe(403);

    // Completed less than a day ago: the last day can still be written.
    const justDone = await careFor(t, cast);
    await completeHoursAgo(t, justDone.id, 2);
    const late = await add(justDone.seller, justDone.id);
    expect(late.statusCode, late.body).toBe(200);

    const longDone = await careFor(t, cast);
    await completeHoursAgo(t, longDone.id, 25);
    expect((await add(longDone.seller, longDone.id)).statusCode).toBe(403);
    expect((await read(longDone.seller, longDone.id)).statusCode).toBe(403);

    const after = await journalCounts(t);
    expect(after.entries).toBe(before.entries + 1);
  });
});
