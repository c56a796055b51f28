/** A task blocks input for whatever of it passes 50 ms (Total Blocking Time's rule). */
const LONG_TASK_MS = 50;

/** What the page records about itself, read once it has settled. */
export interface PageRecord {
  firstContentfulPaint?: number;
  takenOver?: number;
  longTasks: [start: number, duration: number][];
}

/** The blocking time of the long tasks that end after the first contentful paint. */
export function blockingAfterPaint(record: PageRecord): number {
  const paint = record.firstContentfulPaint;
  if (paint === undefined) throw new Error('the page reported no first contentful paint');
  return record.longTasks
    .filter(([start, duration]) => start + duration > paint)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
}
