import { startOfIndiaDay, todayInIndia, type JournalEntryContent } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { careNotificationTexts, type DigestFacts } from '../notifications/care-texts.ts';
import { careParties } from './alerts.repository.ts';
import { reachedIndiaTime, tellFamilyCircle, type CareJobSettings } from './alerts.service.ts';
import { claimDigest, dayJournal, listDigestDays } from './digest.repository.ts';

const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as India's clock shows it, HH:MM. */
export const indiaTime = (at: Date) => indiaClock.format(at);

/**
 * What the day's entries add up to. A later entry's word on a meal or a medicine (same dose
 * time) replaces an earlier one's, as a correction would; the mood is the latest noted.
 */
export function summarizeEntries(
  contents: readonly JournalEntryContent[],
): Pick<DigestFacts, 'meals' | 'medicines' | 'mood'> {
  const meals = new Map<string, string>();
  const medicines = new Map<string, boolean>();
  let mood: string | null = null;
  for (const content of contents) {
    for (const meal of content.meals) meals.set(meal.meal, meal.portion);
    for (const medicine of content.medicines) {
      medicines.set(`${medicine.medicineId}|${medicine.time ?? ''}`, medicine.given);
    }
    mood = content.mood ?? mood;
  }
  const given = [...medicines.values()].filter(Boolean).length;
  return {
    meals: [...meals].map(([meal, portion]) => `${meal} (${portion})`),
    medicines: medicines.size ? { given, listed: medicines.size } : null,
    mood,
  };
}

/**
 * The evening digest (every quarter hour): once India time is past CARE_DIGEST_TIME, each day of
 * care running today (or completed today) sends one SMS to the family who booked and each
 * relative following the care recipient: the times, meals, medicines, mood and photos of the
 * day's journal, or that nobody checked in. Claimed per day like the alert, so it goes once.
 */
export async function sendCareDigests(
  db: Database,
  settings: CareJobSettings,
  at: Date = now(),
): Promise<number> {
  if (!reachedIndiaTime(at, settings.careDigestTime)) return 0;
  const date = todayInIndia(at);
  let sent = 0;
  for (const bookingId of await listDigestDays(db, date, startOfIndiaDay(date))) {
    const told = await db.transaction(async (tx) => {
      const day = await claimDigest(tx, bookingId, date, at);
      if (!day) return false;
      const parties = await careParties(tx, bookingId);
      if (!parties) return false;
      const journal = await dayJournal(tx, bookingId, date);
      const text = careNotificationTexts.CARE_DAILY_DIGEST.render({
        date,
        patientName: parties.patientName,
        caregiverName: parties.caregiverName,
        checkIn: day.checkInAt ? indiaTime(day.checkInAt) : null,
        checkOut: day.checkOutAt ? indiaTime(day.checkOutAt) : null,
        ...summarizeEntries(journal.entries.map((e) => e.content)),
        photos: journal.photos,
      });
      await tellFamilyCircle(tx, bookingId, parties, 'CARE_DAILY_DIGEST', text);
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}
