import type { FollowedBooking, Journal, JournalEntry, JournalEntryContent } from '@care/shared';
import { fakeId, memberFixture } from '../../../test/customerFixtures';

/*
 * A three-day booking's journal as the API answers it, for the family's pages' tests: the
 * first day checked in and out with an entry that was corrected, the second checked in, the
 * third missed.
 */

export const journalBookingId = fakeId('b-journal');
const metforminId = fakeId('m-metformin');

/** What the caregiver wrote on a day, fresh for each use. */
function content(): JournalEntryContent {
  return {
    meals: [{ meal: 'breakfast', portion: 'all', note: null }],
    medicines: [
      { medicineId: metforminId, name: 'Metformin', given: true, time: '08:00', note: null },
    ],
    mood: 'calm',
    activities: ['Morning walk'],
    notes: 'A quiet day.',
    readings: { systolic: 128, diastolic: 82, sugar: 140, temperature: null, pulse: 72 },
  };
}

export function entryFixture(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    ...content(),
    id: fakeId('e-day-1'),
    bookingId: journalBookingId,
    date: '2026-12-01',
    authorName: 'Meera Nair',
    photos: [],
    // 15:30 in India.
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    editableUntil: '2026-12-02T10:00:00.000Z',
    history: [],
    ...overrides,
  };
}

export function journalFixture(overrides: Partial<Journal> = {}): Journal {
  return {
    booking: {
      id: journalBookingId,
      serviceName: 'Elder Companion',
      status: 'IN_PROGRESS',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      memberId: memberFixture.id,
      memberName: memberFixture.name,
      caregiverName: 'Meera Nair',
    },
    viewer: 'owner',
    days: [
      {
        date: '2026-12-01',
        // 9:05 and 18:00 in India.
        checkInAt: '2026-12-01T03:35:00.000Z',
        checkOutAt: '2026-12-01T12:30:00.000Z',
        checkInCode: '4821',
        checkOutCode: '3307',
        missedAlertAt: null,
        entries: [
          entryFixture({
            photos: [
              { id: fakeId('p-1'), url: 'https://files.test/p1?sig=1', width: 640, height: 480 },
            ],
            updatedAt: '2026-12-01T11:00:00.000Z',
            history: [
              {
                ...content(),
                meals: [{ meal: 'breakfast', portion: 'half', note: null }],
                notes: 'Tired in the morning.',
                replacedAt: '2026-12-01T11:00:00.000Z',
              },
            ],
          }),
        ],
      },
      {
        date: '2026-12-02',
        checkInAt: '2026-12-02T03:40:00.000Z',
        checkOutAt: null,
        checkInCode: '5150',
        checkOutCode: '6262',
        missedAlertAt: null,
        entries: [
          entryFixture({
            id: fakeId('e-day-2'),
            date: '2026-12-02',
            createdAt: '2026-12-02T10:00:00.000Z',
            readings: { systolic: 134, diastolic: 86, sugar: 152, temperature: null, pulse: 76 },
            notes: null,
          }),
        ],
      },
      {
        date: '2026-12-03',
        checkInAt: null,
        checkOutAt: null,
        checkInCode: '7373',
        checkOutCode: '9930',
        // 10:00 in India.
        missedAlertAt: '2026-12-03T04:30:00.000Z',
        entries: [],
      },
    ],
    ...overrides,
  };
}

/** The same journal as an invited relative gets it: no codes, read-only. */
export function relativeJournalFixture(): Journal {
  const journal = journalFixture({ viewer: 'relative' });
  return {
    ...journal,
    days: journal.days.map((day) => ({ ...day, checkInCode: null, checkOutCode: null })),
  };
}

export function followedBookingFixture(overrides: Partial<FollowedBooking> = {}): FollowedBooking {
  return {
    id: journalBookingId,
    serviceName: 'Elder Companion',
    status: 'IN_PROGRESS',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    caregiverName: 'Meera Nair',
    member: { id: memberFixture.id, name: memberFixture.name },
    ownerName: 'Ananya Iyer',
    ...overrides,
  };
}
