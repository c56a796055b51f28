import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { fakeExe, listFiles, multipartForm, type FilePart } from '../../test/files.ts';
import { createCatalog, createCompany } from '../../test/fixtures.ts';

/**
 * A company names who it sends to each accepted booking (name, phone, photo); the family sees
 * them on My Bookings and gets a message. Each test makes its own company and booking.
 */
describe('company staff on a booking', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await createCatalog(t.db);
  });
  afterAll(() => t.close());

  const photo = async (): Promise<FilePart> => ({
    bytes: await sharp({ create: { width: 400, height: 500, channels: 3, background: '#9a7' } })
      .jpeg()
      .toBuffer(),
    name: 'revathi.jpg',
    type: 'image/jpeg',
  });
  const assign = (who: SignedIn, bookingId: string, fields: object, files = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/booking/assignStaff/${bookingId}`,
      headers: who.auth,
      payload: multipartForm(fields as Record<string, string>, files),
    });
  const familyBooking = async (family: SignedIn, id: string) => {
    const res = await t.app.inject({
      url: '/api/v1/customer/booking/getCustomerBookings',
      headers: family.auth,
    });
    return (res.json().data as { id: string; staff: unknown }[]).find((b) => b.id === id)!;
  };

  /** A creche with a paid request from a new family; accepted unless `accept` is false. */
  async function booked(accept = true) {
    const made = await createCompany(t.db, {
      companyName: 'Sunrise Creche',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 90_000, dailyCapacity: 3 }],
    });
    const company = await signIn(t.app, 'Company', made.company.mobile);
    const { family, memberId } = await familyWithMember(t.app);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      companySvcId: made.offers[0]!.id,
      startDate: day(3),
      endDate: day(4),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const id = (booking.json().data as { id: string }).id;
    if (accept) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/company/booking/acceptBooking/${id}`,
        headers: company.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    return { company, family, id };
  }

  it('assigns a named carer with a photo; the family sees who is coming and is told', async () => {
    const { company, family, id } = await booked();
    const res = await assign(
      company,
      id,
      { name: 'Revathi S', phone: '98765 01234' },
      {
        photo: await photo(),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Revathi S is assigned. The family has been told who is coming.',
      data: { id, staff: { name: 'Revathi S', phone: '9876501234' } },
    });
    const staff = (await familyBooking(family, id)).staff as { photo: string };
    expect(staff).toMatchObject({ name: 'Revathi S', phone: '9876501234' });
    expect(staff.photo).toMatch(/^\/api\/v1\/media\/photo\/.+-112\.webp$/);
    const image = await t.app.inject({ url: staff.photo });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(112);

    const notes = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: family.auth,
    });
    expect(notes.json().data.items[0].text).toMatch(
      /^Revathi S from Sunrise Creche will care for .+\. Phone: 9876501234\.$/,
    );
  });

  it('changes the carer: a new person without a photo does not inherit the old photo', async () => {
    const { company, family, id } = await booked();
    await assign(company, id, { name: 'Revathi S', phone: '9876501234' }, { photo: await photo() });
    const before = listFiles(t.config.uploadDir).filter((f) => f.startsWith('photo/'));
    const same = await assign(company, id, { name: 'Revathi S', phone: '9876501299' });
    expect(same.json().data.staff.photo).not.toBeNull();
    const other = await assign(company, id, { name: 'Kavitha M', phone: '9876502345' });
    expect(other.statusCode).toBe(200);
    expect((await familyBooking(family, id)).staff).toEqual({
      name: 'Kavitha M',
      phone: '9876502345',
      photo: null,
    });
    // Revathi's photo files are gone with her.
    const after = listFiles(t.config.uploadDir).filter((f) => f.startsWith('photo/'));
    expect(after.length).toBe(before.length - 2);
  });

  it('refuses before acceptance (409), another company (404), a provider (403), bad input (400/415)', async () => {
    const pending = await booked(false);
    const early = await assign(pending.company, pending.id, {
      name: 'Revathi S',
      phone: '9876501234',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Staff can be assigned once the booking is accepted, and until the care is complete',
    );
    expect((await familyBooking(pending.family, pending.id)).staff).toBeNull();

    const { company, family, id } = await booked();
    const stranger = await signIn(t.app, 'Company');
    expect(
      (await assign(stranger, id, { name: 'Revathi S', phone: '9876501234' })).statusCode,
    ).toBe(404);
    const provider = await signIn(t.app, 'Provider');
    expect(
      (await assign(provider, id, { name: 'Revathi S', phone: '9876501234' })).statusCode,
    ).toBe(403);

    const badPhone = await assign(company, id, { name: 'Revathi S', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0]).toMatchObject({
      path: 'phone',
      message: 'Enter a valid 10-digit Indian mobile number',
    });
    const noName = await assign(company, id, { name: ' ', phone: '9876501234' });
    expect(noName.json().errors[0].path).toBe('name');
    const exe = await assign(
      company,
      id,
      { name: 'Revathi S', phone: '9876501234' },
      {
        photo: { bytes: fakeExe, name: 'me.jpg', type: 'image/jpeg' },
      },
    );
    expect(exe.statusCode).toBe(415);
    expect((await familyBooking(family, id)).staff).toBeNull();
  });
});
