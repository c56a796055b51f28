import { apiOf } from '../../test/api-caller.ts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { multipartForm } from '../../test/files.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/*
 * What the journal's tests share: a caregiver, a company, another caregiver and a family, and
 * a booking walked to the state a test needs. Each test makes its own booking (vitest shuffles).
 */

export const careProfile = {
  conditions: ['Type 2 diabetes'],
  medicines: [
    { name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] },
    { name: 'Amlodipine', dose: '5 mg', times: ['09:00'] },
  ],
  allergies: [],
  mobility: null,
  diet: null,
  emergencyContacts: [],
  doctor: null,
  school: null,
  notes: null,
};

export interface Cast {
  family: SignedIn;
  /** A caregiver with no booking of these tests: a stranger to every booking. */
  otherCaregiver: SignedIn;
  company: SignedIn;
  companySvcId: string;
  /** The service each booking's own caregiver offers (one caregiver a booking: no overlaps). */
  nursingId: string;
}

export async function castOf(t: TestApp): Promise<Cast> {
  const catalog = await createCatalog(t.db);
  const other = await createProvider(t.db, {
    offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 100_000 }],
  });
  const co = await createCompany(t.db, {
    companyName: 'Sunrise Care Agency',
    offerings: [{ serviceId: catalog.companion.id, pricePerDayPaise: 90_000, dailyCapacity: 50 }],
  });
  const { family } = await familyWithMember(t.app);
  return {
    family,
    otherCaregiver: await signIn(t.app, 'Provider', other.provider.mobile),
    company: await signIn(t.app, 'Company', co.company.mobile),
    companySvcId: co.offers[0]!.id,
    nursingId: catalog.nursing.id,
  };
}

export { apiOf };

export interface Care {
  id: string;
  memberId: string;
  startCode: string;
  /** The care profile's medicines, with their ids. */
  medicines: { id: string; name: string }[];
  seller: SignedIn;
  /** 'provider' or 'company': the seller's route prefix. */
  kind: 'provider' | 'company';
}

export type CareState = 'PENDING' | 'ACCEPTED' | 'IN_PROGRESS';

/**
 * A booking from today for `days` days for a new care recipient with a care profile, walked
 * through the caregiver's own calls to `state`.
 */
export async function careFor(
  t: TestApp,
  cast: Cast,
  state: CareState = 'IN_PROGRESS',
  options: { days?: number; company?: boolean } = {},
): Promise<Care> {
  const api = apiOf(t);
  const memberId = await addMember(t.app, cast.family);
  const saved = await api(
    cast.family,
    'PUT',
    `customer/familyMember/careProfile/${memberId}`,
    careProfile,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  // Each booking has its own caregiver, who is booked on no other day of these tests.
  const made = options.company
    ? null
    : await createProvider(t.db, {
        name: 'Lakshmi Pillai',
        offerings: [{ serviceId: cast.nursingId, pricePerDayPaise: 150_000 }],
      });
  const { booking } = await payAndBook(t.app, cast.family, {
    familyMemberId: memberId,
    startDate: day(0),
    endDate: day((options.days ?? 3) - 1),
    ...(options.company
      ? { companySvcId: cast.companySvcId }
      : { providerSvcId: made!.offers[0]!.id }),
  });
  expect(booking.statusCode, booking.body).toBe(200);
  const { id, startCode } = booking.json().data as { id: string; startCode: string };
  const kind = options.company ? 'company' : 'provider';
  const seller = made ? await signIn(t.app, 'Provider', made.provider.mobile) : cast.company;
  if (state !== 'PENDING') {
    const accepted = await api(seller, 'PATCH', `${kind}/booking/acceptBooking/${id}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  if (state === 'IN_PROGRESS') {
    const started = await api(seller, 'PATCH', `${kind}/booking/startBooking/${id}`, {
      code: startCode,
    });
    expect(started.statusCode, started.body).toBe(200);
  }
  const medicines = saved.json().data.profile.medicines as { id: string; name: string }[];
  return { id, memberId, startCode, medicines, seller, kind };
}

/** A camera-like JPEG, with EXIF (which the server must drop). */
export const cameraPhoto = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Home at 12.9716 N, 77.5946 E' } })
    .toBuffer();

export function uploadPhoto(
  t: TestApp,
  care: Pick<Care, 'id' | 'kind' | 'seller'>,
  bytes: Buffer,
  name = 'photo.jpg',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${care.kind}/journal/uploadPhoto/${care.id}`,
    headers: care.seller.auth,
    payload: multipartForm({}, { photo: { bytes, name, type: 'image/jpeg' } }),
  });
}

/** Uploads a photo and answers its id. */
export async function photoId(t: TestApp, care: Care): Promise<string> {
  const res = await uploadPhoto(t, care, await cameraPhoto(800, 600));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** A full day's entry as a caregiver would write it. */
export function fullEntry(care: Care, date: string, photoIds: string[] = []) {
  return {
    date,
    meals: [
      { meal: 'breakfast', portion: 'all', note: 'Idli and sambar' },
      { meal: 'lunch', portion: 'half' },
    ],
    medicines: [
      { medicineId: care.medicines[0]!.id, given: true, time: '08:00' },
      { medicineId: care.medicines[1]!.id, given: false, note: 'Refused, felt dizzy' },
    ],
    mood: 'calm',
    activities: ['Walk in the park', 'Read the newspaper'],
    notes: 'A quiet, good day.',
    readings: { systolic: 130, diastolic: 85, sugar: 140, temperature: 36.8, pulse: 72 },
    photoIds,
  };
}

export { day };
export {
  ageEntry,
  agePhoto,
  completeHoursAgo,
  entryRow,
  inviteRelative,
  journalCounts,
  photoRow,
  removeRelative,
  setStaffName,
} from './journal-test.repository.ts';
