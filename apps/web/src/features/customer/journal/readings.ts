import type { JournalDay } from '@care/shared';

/** One entry's readings, in the order they were taken (day, then time of writing). */
export interface ReadingPoint {
  date: string;
  at: string;
  systolic: number | null;
  diastolic: number | null;
  sugar: number | null;
  temperature: number | null;
  pulse: number | null;
}

export type ReadingKind = 'bloodPressure' | 'sugar' | 'temperature' | 'pulse';

/** Which numbers each chart draws: blood pressure is two lines, upper and lower. */
export const chartLines = {
  bloodPressure: ['systolic', 'diastolic'],
  sugar: ['sugar'],
  temperature: ['temperature'],
  pulse: ['pulse'],
} as const satisfies Record<ReadingKind, readonly (keyof ReadingPoint)[]>;

export type ReadingLine = (typeof chartLines)[ReadingKind][number];

/** Every entry that has readings, oldest first; entries without any are left out. */
export function readingPoints(days: JournalDay[]): ReadingPoint[] {
  return days
    .flatMap((day) =>
      day.entries.flatMap((entry) =>
        entry.readings ? [{ date: day.date, at: entry.createdAt, ...entry.readings }] : [],
      ),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at));
}

/** The points that have a number for this chart: a chart of nothing is not drawn. */
export function pointsFor(kind: ReadingKind, points: ReadingPoint[]): ReadingPoint[] {
  return points.filter((point) => chartLines[kind].some((line) => point[line] !== null));
}
