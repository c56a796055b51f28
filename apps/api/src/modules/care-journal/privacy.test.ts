import { randomUUID } from 'node:crypto';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  careDataExportSchema,
  operatorCareRecordSchema,
  type JournalEntryContent,
} from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingDays,
  bookings,
  careCircleMembers,
  careJournalEntries,
  careJournalPhotos,
  careJournalRevisions,
  careProfiles,
  careProfileViews,
  journalLines,
  notifications,
  paymentOrders,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/api-caller.ts';
import {
  signIn,
  signInAdminOperator,
  signInSupportOperator,
  uniqueMobile,
  type SignedIn,
} from '../../test/auth.ts';
import { addMember, day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

const profile = {
  conditions: ['Type 2 diabetes'],
  medicines: [{ name: 'Metformin', dose: '500 mg', times: ['08:00'] }],
  allergies: ['Penicillin'],
  mobility: 'walker-or-stick',
  diet: 'Low sugar',
  emergencyContacts: [],
  doctor: null,
  school: null,
  notes: null,
};

const content = (notes: string): JournalEntryContent => ({
  meals: [{ meal: 'lunch', portion: 'most', note: null }],
  medicines: [],
  mood: 'calm',
  activities: ['Walk in the park'],
  notes,
  readings: null,
});

/** The family's rights over care data (export, erase) and the operator's read with a reason. */
describe('care data: export, erasure, and the operator read with a reason', () => {
  let t: TestApp;
  let nursingId: string;

  const call = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t)(...args);
  const rows = async (table: PgTable, where?: SQL) => {
    const [row] = await t.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  };

  /**
   * A member with a care profile, a booking the caregiver accepted (one recorded read), a
   * relative in the circle, and a corrected journal entry with a stored photo.
   */
  async function careRecord(family: SignedIn, memberId: string) {
    // A caregiver of their own: one person cannot be booked twice on the same days.
    const made = await createProvider(t.db, {
      name: 'Lakshmi Pillai',
      offerings: [{ serviceId: nursingId, pricePerDayPaise: 150_000 }],
    });
    const providerSvcId = made.offers[0]!.id;
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    expect(
      (await call(family, 'PUT', `customer/familyMember/careProfile/${memberId}`, profile))
        .statusCode,
    ).toBe(200);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      startDate: day(0),
      endDate: day(1),
      providerSvcId,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const bookingId = (booking.json().data as { id: string }).id;
    expect(
      (await call(caregiver, 'PATCH', `provider/booking/acceptBooking/${bookingId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(caregiver, 'GET', `provider/booking/getCareProfile/${bookingId}`)).statusCode,
    ).toBe(200);
    const relative = uniqueMobile();
    expect(
      (
        await call(family, 'POST', 'customer/circle/invite', {
          familyMemberId: memberId,
          mobile: relative,
        })
      ).statusCode,
    ).toBe(200);

    const [entry] = await t.db
      .insert(careJournalEntries)
      .values({
        bookingId,
        familyMemberId: memberId,
        date: day(0),
        authorType: 'Provider',
        authorId: made.provider.id,
        authorName: 'Lakshmi Pillai',
        content: content('Ate well, slept after lunch.'),
        revision: 1,
      })
      .returning();
    await t.db
      .insert(careJournalRevisions)
      .values({ entryId: entry!.id, revision: 1, content: content('Ate well.') });
    const storageKey = `care-journal/${bookingId}/${randomUUID()}.webp`;
    await t.app.storage.put(storageKey, Buffer.from('RIFF0000WEBPVP8 '), 'image/webp');
    const [photo] = await t.db
      .insert(careJournalPhotos)
      .values({ bookingId, entryId: entry!.id, storageKey, width: 640, height: 480, bytes: 16 })
      .returning();
    return { bookingId, entryId: entry!.id, relative, storageKey, photoId: photo!.id, caregiver };
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', WRITE_LIMIT_PER_USER: '1000' });
    const catalog = await createCatalog(t.db);
    nursingId = catalog.nursing.id;
  });
  afterAll(() => t.close());

  it("exports everything kept about the person's care as a JSON download, to the owner only", async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const record = await careRecord(family, memberId);

    const res = await call(family, 'GET', `customer/familyMember/careData/${memberId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="care-data-shanta-rao-${day(0)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = careDataExportSchema.parse(res.json().data);
    expect(data.member).toEqual({ id: memberId, name: 'Shanta Rao', age: 74, gender: 'Female' });
    expect(data.profile).toMatchObject({
      conditions: ['Type 2 diabetes'],
      allergies: ['Penicillin'],
    });
    expect(data.profileViews).toEqual([
      expect.objectContaining({
        viewerKind: 'Provider',
        viewerName: 'Lakshmi Pillai',
        bookingId: record.bookingId,
        reason: null,
      }),
    ]);
    expect(data.circle).toEqual([
      { mobile: record.relative, invitedAt: expect.any(String), removedAt: null },
    ]);
    expect(data.journals).toHaveLength(1);
    const [journal] = data.journals;
    expect(journal!.viewer).toBe('owner');
    expect(journal!.booking.id).toBe(record.bookingId);
    expect(journal!.days.map((d) => d.date)).toEqual([day(0), day(1)]);
    // The family who booked keeps the day codes in their own copy.
    expect(journal!.days[0]!.checkInCode).toMatch(/^\d+$/);
    const [entry] = journal!.days[0]!.entries;
    expect(entry).toMatchObject({
      id: record.entryId,
      notes: 'Ate well, slept after lunch.',
      history: [expect.objectContaining({ notes: 'Ate well.' })],
      photos: [expect.objectContaining({ id: record.photoId, width: 640 })],
    });
    // The photo inside is a short-lived signed link, like everywhere else.
    expect(entry!.photos[0]!.url).toMatch(/expires=\d+&signature=[0-9a-f]{64}$/);

    // A relative follows the care but the record is the owner's to take; nobody else's either.
    const relative = await signIn(t.app, 'Customer', record.relative);
    for (const who of [relative, await signIn(t.app)]) {
      const refused = await call(who, 'GET', `customer/familyMember/careData/${memberId}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Family member not found');
    }
    expect(
      (await call(record.caregiver, 'GET', `customer/familyMember/careData/${memberId}`))
        .statusCode,
    ).toBe(403);
  });

  it('erases exactly the care data, and keeps the booking, its money and its days', async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const record = await careRecord(family, memberId);
    // Another person of the same family keeps their own care data.
    const otherMemberId = await addMember(t.app, family);
    await call(family, 'PUT', `customer/familyMember/careProfile/${otherMemberId}`, profile);

    // An evening digest repeats the journal (health data); a booking message is the record.
    const message = {
      recipientKind: 'Relative' as const,
      mobile: '9876500001',
      text: 'a message',
      bookingId: record.bookingId,
    };
    await t.db.insert(notifications).values([
      { ...message, type: 'CARE_DAILY_DIGEST' },
      { ...message, type: 'BOOKING_ACCEPTED' },
    ]);
    const ofBookingMessages = (type: string) =>
      and(eq(notifications.bookingId, record.bookingId), eq(notifications.type, type));

    const ofBooking = eq(bookings.id, record.bookingId);
    const kept = async () => ({
      bookingMessages: await rows(notifications, ofBookingMessages('BOOKING_ACCEPTED')),
      bookings: await rows(bookings, ofBooking),
      days: await rows(bookingDays, eq(bookingDays.bookingId, record.bookingId)),
      ledgerLines: await rows(journalLines),
      orders: await rows(paymentOrders),
      otherProfile: await rows(careProfiles, eq(careProfiles.familyMemberId, otherMemberId)),
    });
    const before = await kept();
    expect(before).toMatchObject({ bookings: 1, days: 2, otherProfile: 1 });

    // Nobody but the owner may erase it: refused, and nothing goes.
    const stranger = await signIn(t.app);
    const refused = await call(stranger, 'DELETE', `customer/familyMember/careData/${memberId}`);
    expect(refused.statusCode).toBe(404);
    expect(await rows(careJournalEntries, eq(careJournalEntries.familyMemberId, memberId))).toBe(1);

    const res = await call(family, 'DELETE', `customer/familyMember/careData/${memberId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Care data erased; bookings and payment records are kept as the law requires',
      data: { profile: true, entries: 1, photos: 1, circle: 1, views: 1 },
    });

    expect(await rows(careProfiles, eq(careProfiles.familyMemberId, memberId))).toBe(0);
    expect(await rows(careProfileViews, eq(careProfileViews.familyMemberId, memberId))).toBe(0);
    expect(await rows(careJournalEntries, eq(careJournalEntries.familyMemberId, memberId))).toBe(0);
    expect(await rows(careJournalRevisions, eq(careJournalRevisions.entryId, record.entryId))).toBe(
      0,
    );
    expect(await rows(careJournalPhotos, eq(careJournalPhotos.bookingId, record.bookingId))).toBe(
      0,
    );
    expect(await rows(careCircleMembers, eq(careCircleMembers.familyMemberId, memberId))).toBe(0);
    expect(await t.app.storage.read(record.storageKey)).toBeNull();
    expect(await rows(notifications, ofBookingMessages('CARE_DAILY_DIGEST'))).toBe(0);
    expect(await kept()).toEqual(before);

    // The booking is still the family's, with its receipt; the export is now empty of care data.
    const list = await call(family, 'GET', 'customer/booking/getCustomerBookings');
    expect(JSON.stringify(list.json())).toContain(record.bookingId);
    expect(
      (await call(family, 'GET', `customer/booking/getReceipt/${record.bookingId}`)).statusCode,
    ).toBe(200);
    const after = careDataExportSchema.parse(
      (await call(family, 'GET', `customer/familyMember/careData/${memberId}`)).json().data,
    );
    expect(after).toMatchObject({ profile: null, profileViews: [], circle: [] });
    expect(after.journals[0]!.days.flatMap((d) => d.entries)).toEqual([]);

    // Erasing again is harmless and says nothing was left.
    const again = await call(family, 'DELETE', `customer/familyMember/careData/${memberId}`);
    expect(again.json().data).toEqual({
      profile: false,
      entries: 0,
      photos: 0,
      circle: 0,
      views: 0,
    });
  });

  it('lets an operator read a care record only with a reason, recorded and shown to the family', async () => {
    const { family, memberId } = await familyWithMember(t.app);
    const record = await careRecord(family, memberId);
    const support = await signInSupportOperator(t.app);
    const admin = await signInAdminOperator(t.app);
    const read = (who: SignedIn | null, bookingId: string, payload: object) =>
      call(who, 'POST', `admin/booking/readCareRecord/${bookingId}`, payload);
    const viewsBefore = await rows(careProfileViews, eq(careProfileViews.familyMemberId, memberId));

    // Refused without a proper reason, for an unknown booking, and to anyone not an operator.
    const refusals: [SignedIn | null, string, object, number, string][] = [
      [support, record.bookingId, {}, 400, 'reason'],
      [support, record.bookingId, { reason: 'checking' }, 400, 'at least 10 characters'],
      [support, record.bookingId, { reason: 'x'.repeat(301) }, 400, 'at most 300 characters'],
      [
        support,
        randomUUID(),
        { reason: 'Family complaint #4411 about missed visit' },
        404,
        'Booking not found',
      ],
      [family, record.bookingId, { reason: 'Family complaint #4411 about missed visit' }, 403, ''],
      [
        record.caregiver,
        record.bookingId,
        { reason: 'Family complaint #4411 about missed visit' },
        403,
        '',
      ],
      [null, record.bookingId, { reason: 'Family complaint #4411 about missed visit' }, 401, ''],
    ];
    for (const [who, bookingId, payload, status, reason] of refusals) {
      const res = await read(who, bookingId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body).toContain(reason);
    }
    expect(await rows(careProfileViews, eq(careProfileViews.familyMemberId, memberId))).toBe(
      viewsBefore,
    );
    expect(await rows(auditLog, eq(auditLog.entityId, record.bookingId))).toBe(0);

    const reason = 'Family complaint #4411 about a missed visit';
    for (const who of [support, admin]) {
      const res = await read(who, record.bookingId, { reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = operatorCareRecordSchema.parse(res.json().data);
      expect(data.profile).toMatchObject({ conditions: ['Type 2 diabetes'] });
      expect(data.journal.viewer).toBe('operator');
      // The operator reads the care, not the family's door codes.
      expect(
        data.journal.days.every((d) => d.checkInCode === null && d.checkOutCode === null),
      ).toBe(true);
      expect(data.journal.days[0]!.entries[0]!.notes).toBe('Ate well, slept after lunch.');
    }

    // The family sees both reads with the reason, newest first, without the operator's number.
    const views = await call(family, 'GET', `customer/familyMember/careProfileViews/${memberId}`);
    expect(views.statusCode).toBe(200);
    const byOperators = views
      .json()
      .data.filter((v: { viewerKind: string }) => v.viewerKind === 'Admin');
    expect(byOperators).toEqual([
      expect.objectContaining({
        bookingId: record.bookingId,
        reason,
        viewerName: 'CareConnect support (operator ••0001)',
      }),
      expect.objectContaining({
        bookingId: record.bookingId,
        reason,
        viewerName: 'CareConnect support (operator ••0002)',
      }),
    ]);
    expect(JSON.stringify(views.json())).not.toContain(support.mobile);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, record.bookingId));
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.actorMobile).sort()).toEqual([admin.mobile, support.mobile].sort());
    expect(audit[0]).toMatchObject({
      action: 'booking.readCareRecord',
      entityType: 'booking',
      reason,
    });
  });
});
