import { addCalendarDays, todayInIndia, type JournalEntry, type SellerJournal } from '@care/shared';

/** Dates relative to the care journal's today, as the server would send them. */
export const journalDay = (offset: number) => addCalendarDays(todayInIndia(), offset);

export const BOOKING_ID = '61000000-0000-4000-8000-0000000000a1';
export const METFORMIN = '0b6a2f3c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
export const THYRONORM = '0b6a2f3c-1d2e-4f50-8a9b-0c1d2e3f4a5c';

/** An entry of mine, as getJournal and addEntry return it. */
export function entryFixture(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: '5e000000-0000-4000-8000-000000000001',
    bookingId: BOOKING_ID,
    date: journalDay(0),
    authorName: 'Kavya Rao',
    meals: [{ meal: 'breakfast', portion: 'all', note: null }],
    medicines: [
      { medicineId: METFORMIN, name: 'Metformin', given: true, time: '08:00', note: null },
    ],
    mood: 'happy',
    activities: ['Walk'],
    notes: 'A good morning.',
    readings: null,
    photos: [],
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    updatedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    editableUntil: new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString(),
    history: [],
    ...overrides,
  };
}

/**
 * A three-day booking on its second day: yesterday checked in and out, today `todayCheckIn`.
 */
export function sellerJournalFixture(
  options: { todayCheckIn?: string | null; todayEntries?: JournalEntry[] } = {},
): SellerJournal {
  return {
    bookingId: BOOKING_ID,
    status: 'IN_PROGRESS',
    startDate: journalDay(-1),
    endDate: journalDay(1),
    today: journalDay(0),
    memberName: 'Lakshmi Iyer',
    medicines: [
      { id: METFORMIN, name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] },
      { id: THYRONORM, name: 'Thyronorm', dose: null, times: [] },
    ],
    days: [
      {
        date: journalDay(-1),
        checkInAt: '2026-11-24T03:35:00.000Z',
        checkOutAt: '2026-11-24T12:30:00.000Z',
        entries: [],
      },
      {
        date: journalDay(0),
        checkInAt: options.todayCheckIn ?? null,
        checkOutAt: null,
        entries: options.todayEntries ?? [],
      },
      { date: journalDay(1), checkInAt: null, checkOutAt: null, entries: [] },
    ],
  };
}
