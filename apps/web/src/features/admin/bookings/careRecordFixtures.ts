import type { operatorCareRecordSchema } from '@care/shared';
import type { z } from 'zod';
import { ids } from './adminFixtures';

/*
 * A booking's care record as the API answers an operator's read: the profile and a two-day
 * journal (the first day checked in and out with an entry corrected once, the second untouched).
 */

type WireRecord = z.input<typeof operatorCareRecordSchema>;

const medicineId = '9b1c2d3e-0000-4000-8000-000000000201';
const entry = {
  meals: [{ meal: 'lunch', portion: 'half', note: 'Rice and dal' }],
  medicines: [
    { medicineId, name: 'Metformin', given: true, time: '08:00', note: null },
    { medicineId, name: 'Metformin', given: false, time: '20:00', note: 'Refused' },
  ],
  mood: 'calm',
  activities: ['Short walk'],
  notes: 'Slept after lunch',
  readings: { systolic: 130, diastolic: 85, sugar: 140, temperature: null, pulse: 72 },
} as const;

export function careRecord(overrides: Partial<WireRecord> = {}): WireRecord {
  return {
    profile: {
      conditions: ['Diabetes', 'Arthritis'],
      medicines: [{ id: medicineId, name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] }],
      allergies: ['Penicillin'],
      mobility: 'walker-or-stick',
      diet: 'No sugar',
      emergencyContacts: [{ name: 'Ravi Rao', relation: 'Son', mobile: '9876500000' }],
      doctor: { name: 'Dr Mehta', mobile: '9876511111', clinic: 'City Clinic' },
      school: null,
      notes: null,
    },
    journal: {
      booking: {
        id: ids.booking,
        serviceName: 'Nursing Attendant',
        status: 'IN_PROGRESS',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        memberId: '9b1c2d3e-0000-4000-8000-000000000202',
        memberName: 'Shanta Rao',
        caregiverName: 'Kavita Sharma',
      },
      viewer: 'operator',
      days: [
        {
          date: '2026-12-01',
          // 03:30 and 12:30 UTC: 09:00 and 18:00 in India.
          checkInAt: '2026-12-01T03:30:00.000Z',
          checkOutAt: '2026-12-01T12:30:00.000Z',
          checkInCode: null,
          checkOutCode: null,
          missedAlertAt: null,
          entries: [
            {
              ...entry,
              meals: [...entry.meals],
              medicines: [...entry.medicines],
              activities: [...entry.activities],
              id: '9b1c2d3e-0000-4000-8000-000000000203',
              bookingId: ids.booking,
              date: '2026-12-01',
              authorName: 'Kavita Sharma',
              photos: [
                {
                  id: '9b1c2d3e-0000-4000-8000-000000000204',
                  url: 'https://files.example/journal/204.jpg?expires=1&signature=abc',
                  width: 800,
                  height: 600,
                },
              ],
              createdAt: '2026-12-01T08:00:00.000Z',
              updatedAt: '2026-12-01T09:00:00.000Z',
              editableUntil: '2026-12-02T08:00:00.000Z',
              history: [
                {
                  ...entry,
                  meals: [...entry.meals],
                  medicines: [...entry.medicines],
                  activities: [],
                  notes: null,
                  replacedAt: '2026-12-01T09:00:00.000Z',
                },
              ],
            },
          ],
        },
        {
          date: '2026-12-02',
          checkInAt: null,
          checkOutAt: null,
          checkInCode: null,
          checkOutCode: null,
          missedAlertAt: null,
          entries: [],
        },
      ],
    },
    ...overrides,
  };
}
