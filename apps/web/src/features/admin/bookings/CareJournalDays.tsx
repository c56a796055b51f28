import type { JournalDay, JournalEntry, MealKind, MealPortion, Mood, Readings } from '@care/shared';
import { formatInstant } from '../components/formatting';

const mealNames: Record<MealKind, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};
const portionNames: Record<MealPortion, string> = {
  all: 'ate all',
  most: 'ate most',
  half: 'ate half',
  little: 'ate a little',
  none: 'ate nothing',
};
const moodNames: Record<Mood, string> = {
  happy: 'Happy',
  calm: 'Calm',
  tired: 'Tired',
  anxious: 'Anxious',
  sad: 'Sad',
  unwell: 'Unwell',
};

/** Times of day in India, whatever the browser's zone, like every instant in the console. */
const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
});
const formatTime = (iso: string) => timeOfDay.format(new Date(iso));

/** A calendar day (YYYY-MM-DD) as "Tue, 1 Dec, 2026"; read at noon UTC so no zone moves it. */
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const formatDay = (date: string) => calendarDay.format(new Date(`${date}T12:00:00Z`));

/** The booking's days, each with its check-in and check-out and the caregiver's entries. */
export function CareJournalDays({ days }: { days: JournalDay[] }) {
  if (days.length === 0) return <p className="text-sm text-slate-600">No days recorded.</p>;
  return (
    <ol aria-label="Journal days" className="space-y-3">
      {days.map((day) => (
        <li
          key={day.date}
          aria-labelledby={`journal-day-${day.date}`}
          className="rounded-lg border border-slate-200 p-3"
        >
          <h4 id={`journal-day-${day.date}`} className="font-semibold">
            {formatDay(day.date)}
          </h4>
          <p className="text-sm text-slate-600">
            {day.checkInAt ? `Checked in ${formatTime(day.checkInAt)}` : 'No check-in'}
            {' · '}
            {day.checkOutAt ? `checked out ${formatTime(day.checkOutAt)}` : 'no check-out'}
            {day.missedAlertAt
              ? ` · missed check-in alert sent ${formatInstant(day.missedAlertAt)}`
              : ''}
          </p>
          {day.entries.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No journal entry.</p>
          ) : (
            <ul aria-label={`Entries for ${day.date}`} className="mt-2 space-y-3">
              {day.entries.map((entry) => (
                <li key={entry.id}>
                  <EntryLines entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function readingsLine(r: Readings): string | null {
  const parts = [
    r.systolic !== null && r.diastolic !== null ? `BP ${r.systolic}/${r.diastolic} mmHg` : null,
    r.sugar !== null ? `sugar ${r.sugar} mg/dL` : null,
    r.temperature !== null ? `temperature ${r.temperature} °C` : null,
    r.pulse !== null ? `pulse ${r.pulse}/min` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One entry: who wrote it when, then each kind of note on its own line. */
function EntryLines({ entry }: { entry: JournalEntry }) {
  const readings = entry.readings ? readingsLine(entry.readings) : null;
  const corrections = entry.history.length;
  return (
    <div className="space-y-1 text-sm">
      <p className="text-slate-600">
        By {entry.authorName} · {formatInstant(entry.createdAt)}
        {corrections > 0
          ? ` · corrected (${corrections} earlier ${corrections === 1 ? 'version' : 'versions'})`
          : ''}
      </p>
      {entry.mood ? <p>Mood: {moodNames[entry.mood]}</p> : null}
      {entry.meals.length > 0 ? (
        <p>
          Meals:{' '}
          {entry.meals
            .map(
              (meal) =>
                `${mealNames[meal.meal]} (${portionNames[meal.portion]}${meal.note ? `: ${meal.note}` : ''})`,
            )
            .join('; ')}
        </p>
      ) : null}
      {entry.medicines.length > 0 ? (
        <ul aria-label="Medicines" className="list-disc pl-5">
          {entry.medicines.map((medicine) => (
            <li key={`${medicine.medicineId}-${medicine.time ?? ''}`}>
              {medicine.name}
              {medicine.time ? ` at ${medicine.time}` : ''}:{' '}
              <span className={medicine.given ? 'text-green-800' : 'font-medium text-red-700'}>
                {medicine.given ? 'given' : 'not given'}
              </span>
              {medicine.note ? ` (${medicine.note})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.activities.length > 0 ? <p>Activities: {entry.activities.join(', ')}</p> : null}
      {readings ? <p>Readings: {readings}</p> : null}
      {entry.notes ? <p className="whitespace-pre-line">Notes: {entry.notes}</p> : null}
      {entry.photos.length > 0 ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {entry.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                alt={`Photo ${index + 1} of the entry`}
                className="size-20 rounded-md object-cover"
              />
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
