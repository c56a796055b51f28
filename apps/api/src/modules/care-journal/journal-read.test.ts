import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalSchema } from '@care/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { findCareBooking } from './access.repository.ts';
import { buildJournal } from './journal-read.service.ts';
import { photoLinksOf } from './photo-links.ts';
import {
  ageEntry,
  apiOf,
  careFor,
  castOf,
  day,
  entryRow,
  fullEntry,
  inviteRelative,
  journalCounts,
  photoId,
  removeRelative,
  type Cast,
} from './journal-test-kit.ts';

describe("the journal's corrections and the family's read", () => {
  let t: TestApp;
  let cast: Cast;
  let api: ReturnType<typeof apiOf>;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    cast = await castOf(t);
    api = apiOf(t);
  });
  afterAll(() => t.close());

  it('corrects an entry within 24 hours, keeping what it said before for the family to read', async () => {
    const care = await careFor(t, cast);
    const written = await api(
      care.seller,
      'POST',
      `provider/journal/addEntry/${care.id}`,
      fullEntry(care, day(0)),
    );
    expect(written.statusCode, written.body).toBe(200);
    const entryId = written.json().data.id;
    const update = (body: object, who = care.seller) =>
      api(who, 'PUT', `provider/journal/updateEntry/${entryId}`, body);

    const first = await update({ mood: 'tired', notes: 'Slept after lunch.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Journal entry corrected');
    expect(first.json().data).toMatchObject({ mood: 'tired', notes: 'Slept after lunch.' });
    expect(first.json().data.history).toHaveLength(1);
    expect(first.json().data.history[0]).toMatchObject({
      mood: 'calm',
      notes: 'A quiet, good day.',
      medicines: [{ name: 'Metformin' }, { name: 'Amlodipine' }],
      replacedAt: expect.any(String),
    });
    const second = await update({ mood: 'happy' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.history.map((h: { mood: string }) => h.mood)).toEqual([
      'calm',
      'tired',
    ]);
    expect((await entryRow(t, entryId))?.revision).toBe(2);

    const journal = await api(cast.family, 'GET', `customer/journal/getJournal/${care.id}`);
    expect(journal.statusCode, journal.body).toBe(200);
    const [entry] = journal.json().data.days[0].entries;
    expect(entry).toMatchObject({ id: entryId, mood: 'happy' });
    expect(entry.history.map((h: { mood: string }) => h.mood)).toEqual(['calm', 'tired']);

    // Another caregiver's entry does not exist for them; a date cannot be changed.
    expect((await update({ mood: 'sad' }, cast.otherCaregiver)).statusCode).toBe(404);
    expect((await update({ date: day(1), mood: 'sad' })).statusCode).toBe(400);

    // A day later the entry is closed, and nothing changes.
    await ageEntry(t, entryId, 25);
    const before = await journalCounts(t);
    const late = await update({ mood: 'sad' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Entries can be corrected for 24 hours after writing them');
    expect(await journalCounts(t)).toEqual(before);
    expect((await entryRow(t, entryId))?.content.mood).toBe('happy');
  });

  it('gives the family who booked every day with its codes; an invited relative reads without codes; others nothing', async () => {
    const care = await careFor(t, cast);
    const photo = await photoId(t, care);
    const written = await api(
      care.seller,
      'POST',
      `provider/journal/addEntry/${care.id}`,
      fullEntry(care, day(0), [photo]),
    );
    expect(written.statusCode, written.body).toBe(200);
    const read = (who: typeof cast.family) =>
      api(who, 'GET', `customer/journal/getJournal/${care.id}`);

    const owner = await read(cast.family);
    expect(owner.statusCode, owner.body).toBe(200);
    const journal = journalSchema.parse(owner.json().data);
    expect(journal.viewer).toBe('owner');
    expect(journal.booking).toMatchObject({
      id: care.id,
      memberId: care.memberId,
      memberName: 'Shanta Rao',
      caregiverName: 'Lakshmi Pillai',
      startDate: day(0),
      endDate: day(2),
    });
    expect(journal.days.map((d) => d.date)).toEqual([day(0), day(1), day(2)]);
    // The first day's check-in code is the start code the family already holds.
    expect(journal.days[0]!.checkInCode).toBe(care.startCode);
    expect(journal.days.every((d) => /^\d{6}$/.test(d.checkOutCode ?? ''))).toBe(true);
    expect(journal.days[0]!.entries).toHaveLength(1);
    expect(journal.days[1]!.entries).toEqual([]);
    const [shown] = journal.days[0]!.entries[0]!.photos;
    expect((await t.app.inject({ url: shown!.url })).statusCode).toBe(200);

    const relative = await signIn(t.app);
    // Not yet invited: the booking does not exist for them.
    expect((await read(relative)).statusCode).toBe(404);
    const invitation = await inviteRelative(t, care.memberId, cast.family.id, relative.mobile);
    const followed = await read(relative);
    expect(followed.statusCode, followed.body).toBe(200);
    const theirs = journalSchema.parse(followed.json().data);
    expect(theirs.viewer).toBe('relative');
    expect(theirs.days.every((d) => d.checkInCode === null && d.checkOutCode === null)).toBe(true);
    expect(theirs.days[0]!.entries[0]).toMatchObject({ notes: 'A quiet, good day.' });

    await removeRelative(t, invitation);
    expect((await read(relative)).statusCode).toBe(404);
    // A stranger, a caregiver's token, and no token at all.
    expect((await read(await signIn(t.app))).statusCode).toBe(404);
    expect((await read(care.seller)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v1/customer/journal/getJournal/${care.id}` })).statusCode,
    ).toBe(401);
  });

  it('builds the same journal for an operator (who reads for a reason), without the codes', async () => {
    const care = await careFor(t, cast);
    const written = await api(care.seller, 'POST', `provider/journal/addEntry/${care.id}`, {
      date: day(0),
      notes: 'Checked her sugar twice.',
    });
    expect(written.statusCode, written.body).toBe(200);
    const booking = await findCareBooking(t.db, care.id);
    const journal = await buildJournal(t.db, photoLinksOf(t.app), booking!, 'operator');
    expect(journalSchema.parse(journal).viewer).toBe('operator');
    expect(journal.days.every((d) => d.checkInCode === null && d.checkOutCode === null)).toBe(true);
    expect(journal.days[0]!.entries.map((e) => e.notes)).toEqual(['Checked her sugar twice.']);
  });
});
