import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/api-caller.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/** A full profile as a family would write it for a mother with diabetes. */
const profile = {
  conditions: ['Type 2 diabetes', 'High blood pressure'],
  medicines: [
    { name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] },
    { name: 'Amlodipine', dose: '5 mg', times: ['09:00'] },
  ],
  allergies: ['Penicillin'],
  mobility: 'walker-or-stick',
  diet: 'Low sugar, soft food',
  emergencyContacts: [{ name: 'Ravi Rao', relation: 'Son', mobile: '9812345678' }],
  doctor: { name: 'Dr. Kulkarni', mobile: '9823456789', clinic: 'Jayanagar Clinic' },
  school: null,
  notes: 'Likes a walk after lunch.',
};

describe('care profiles: kept by the family, read by the caregiver of an active booking', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let caregiver: SignedIn;
  let otherCaregiver: SignedIn;
  let company: SignedIn;
  let providerSvcId: string;
  let companySvcId: string;

  let call: ReturnType<typeof apiOf>;
  const saveProfile = (who: SignedIn, id: string, body: object) =>
    call(who, 'PUT', `customer/familyMember/careProfile/${id}`, body);

  async function book(familyMemberId: string, start: number, svc: object) {
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId,
      startDate: day(start),
      endDate: day(start),
      ...svc,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return booking.json().data as { id: string; startCode: string; endCode: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    call = apiOf(t);
    const catalog = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Lakshmi Pillai',
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    const other = await createProvider(t.db, {
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 100_000 }],
    });
    const co = await createCompany(t.db, {
      companyName: 'Sunrise Care Agency',
      offerings: [{ serviceId: catalog.companion.id, pricePerDayPaise: 90_000, dailyCapacity: 3 }],
    });
    companySvcId = co.offers[0]!.id;
    ({ family, memberId } = await familyWithMember(t.app));
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    otherCaregiver = await signIn(t.app, 'Provider', other.provider.mobile);
    company = await signIn(t.app, 'Company', co.company.mobile);
  });
  afterAll(() => t.close());

  it('is empty until saved, then kept whole, each medicine keeping its id across edits', async () => {
    const memberId = await addMember(t.app, family);
    const empty = await call(family, 'GET', `customer/familyMember/careProfile/${memberId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ familyMemberId: memberId, profile: null, updatedAt: null });

    const saved = await saveProfile(family, memberId, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Care profile saved');
    const first = saved.json().data.profile;
    expect(first).toMatchObject({
      ...profile,
      medicines: [{ name: 'Metformin' }, { name: 'Amlodipine' }],
    });
    const [metformin] = first.medicines;
    expect(metformin.id).toMatch(/^[0-9a-f-]{36}$/);

    // An edit that keeps Metformin's id and adds a medicine: the old one keeps its id.
    const edited = await saveProfile(family, memberId, {
      ...profile,
      medicines: [
        { ...metformin, times: ['08:00'] },
        { name: 'Vitamin D', times: ['13:00'] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const medicines = edited.json().data.profile.medicines;
    expect(medicines[0]).toEqual({ ...metformin, times: ['08:00'] });
    expect(medicines[1]).toMatchObject({ name: 'Vitamin D', dose: null, times: ['13:00'] });
    expect(medicines[1].id).not.toBe(metformin.id);

    const read = await call(family, 'GET', `customer/familyMember/careProfile/${memberId}`);
    expect(read.json().data.profile.medicines).toEqual(medicines);
    expect(read.json().data.updatedAt).toEqual(expect.any(String));
  });

  it('refuses bad input with the reason, and writes nothing', async () => {
    const before = (await call(family, 'GET', `customer/familyMember/careProfile/${memberId}`))
      .body;
    const cases: [object, string][] = [
      [{ medicines: [{ name: 'Metformin', times: ['25:00'] }] }, 'Use a time as HH:MM, e.g. 08:30'],
      [{ medicines: [{ name: 'Metformin', times: ['08:00', '08:00'] }] }, 'A time is listed twice'],
      [
        { medicines: [{ name: 'Metformin', times: [] }] },
        'Add at least one time for each medicine',
      ],
      [
        { emergencyContacts: Array(4).fill(profile.emergencyContacts[0]) },
        'At most 3 emergency contacts',
      ],
      [{ mobility: 'flying' }, 'Choose how they move about'],
      [{ notes: 'x'.repeat(1001) }, 'Notes are too long (at most 1000 characters)'],
      [{ bloodGroup: 'O+' }, 'bloodGroup'],
    ];
    for (const [body, reason] of cases) {
      const res = await saveProfile(family, memberId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(reason);
    }
    const after = (await call(family, 'GET', `customer/familyMember/careProfile/${memberId}`)).body;
    expect(after).toBe(before);
  });

  it("is the family's own: another family, a caregiver and no sign-in cannot read or write it", async () => {
    const stranger = await signIn(t.app);
    for (const res of [
      await call(stranger, 'GET', `customer/familyMember/careProfile/${memberId}`),
      await saveProfile(stranger, memberId, profile),
      await call(stranger, 'GET', `customer/familyMember/careProfileViews/${memberId}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Family member not found');
    }
    expect(
      (await call(caregiver, 'GET', `customer/familyMember/careProfile/${memberId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(null, 'GET', `customer/familyMember/careProfile/${memberId}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(family, 'GET', 'customer/familyMember/careProfile/not-a-uuid')).statusCode,
    ).toBe(400);
  });

  it('shows the caregiver the profile only from accepting until the care ends, and records each read', async () => {
    const memberId = await addMember(t.app, family);
    expect((await saveProfile(family, memberId, profile)).statusCode).toBe(200);
    const booked = await book(memberId, 0, { providerSvcId });
    const read = (who: SignedIn, kind = 'provider') =>
      call(who, 'GET', `${kind}/booking/getCareProfile/${booked.id}`);

    const pending = await read(caregiver);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Accept the booking to see the care profile');
    // Another caregiver, and a family token on the caregiver's route, learn nothing.
    expect((await read(otherCaregiver)).statusCode).toBe(404);
    expect((await read(family)).statusCode).toBe(403);

    expect(
      (await call(caregiver, 'PATCH', `provider/booking/acceptBooking/${booked.id}`)).statusCode,
    ).toBe(200);
    const accepted = await read(caregiver);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      bookingId: booked.id,
      member: { name: 'Shanta Rao', age: 74, gender: 'Female' },
      profile: { conditions: profile.conditions, allergies: ['Penicillin'] },
    });

    const started = await call(caregiver, 'PATCH', `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await read(caregiver)).statusCode).toBe(200);

    const completed = await call(
      caregiver,
      'PATCH',
      `provider/booking/completeBooking/${booked.id}`,
      {
        code: booked.endCode,
      },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const after = await read(caregiver);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(
      'The care profile is shown only while the booking is accepted or under way',
    );

    // The family sees the two reads that were allowed, newest first, and no refused one.
    const views = await call(family, 'GET', `customer/familyMember/careProfileViews/${memberId}`);
    expect(views.statusCode).toBe(200);
    const mine = views.json().data.filter((v: { bookingId: string }) => v.bookingId === booked.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      viewerKind: 'Provider',
      viewerName: 'Lakshmi Pillai',
      reason: null,
    });
    expect(Date.parse(mine[0].viewedAt)).toBeGreaterThanOrEqual(Date.parse(mine[1].viewedAt));
  });

  it("lets a company read it for its own accepted booking, under the company's name", async () => {
    const memberId = await addMember(t.app, family);
    const booked = await book(memberId, 8, { companySvcId });
    expect(
      (await call(company, 'PATCH', `company/booking/acceptBooking/${booked.id}`)).statusCode,
    ).toBe(200);
    const res = await call(company, 'GET', `company/booking/getCareProfile/${booked.id}`);
    expect(res.statusCode, res.body).toBe(200);
    // A provider's route with the company's booking: not theirs.
    expect(
      (await call(caregiver, 'GET', `provider/booking/getCareProfile/${booked.id}`)).statusCode,
    ).toBe(404);
    const views = await call(family, 'GET', `customer/familyMember/careProfileViews/${memberId}`);
    expect(views.json().data[0]).toMatchObject({
      viewerKind: 'Company',
      viewerName: 'Sunrise Care Agency',
      bookingId: booked.id,
    });
  });
});
