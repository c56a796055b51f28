import {
  addCalendarDays,
  formatCalendarDate,
  todayInIndia,
  type BlackoutDate,
  type NonRefundableDateKind,
  type PublicBlackoutDate,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import * as repo from './repository.ts';

/** The operator making the change, as the audit log records them. */
type Operator = Parameters<typeof recordAudit>[1];

export const blackoutErrors = {
  alreadyListed: (dates: string) =>
    `These days are already listed: ${dates}. Choose a range without them, or delete them first.`,
} as const;

const toBlackoutDate = (row: repo.BlackoutRow): BlackoutDate => ({
  id: row.id,
  date: row.date,
  kind: row.kind,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** Every day from `from` to `to`, both included (the schema keeps the range short). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

const listedText = (dates: { date: string }[]) =>
  dates.map((d) => formatCalendarDate(d.date) ?? d.date).join(', ');

/**
 * The blackout dates and long weekends the refund policy names. The operator lists a range
 * as one row per day (so any day can be taken off alone), each add and delete audited with it.
 */
export function createBlackoutService(db: Database) {
  return {
    async list(): Promise<BlackoutDate[]> {
      return (await repo.listAll(db)).map(toBlackoutDate);
    },

    /** What the refund policy page lists: today and after. */
    upcoming(): Promise<PublicBlackoutDate[]> {
      return repo.listFrom(db, todayInIndia());
    },

    /** All the range's days or none: one already listed refuses the whole range with 409. */
    async add(
      operator: Operator,
      body: {
        from: string;
        to: string;
        kind: NonRefundableDateKind;
        label: string;
        reason?: string | undefined;
      },
    ): Promise<BlackoutDate[]> {
      const days = daysOf(body.from, body.to);
      try {
        const added = await db.transaction(async (tx) => {
          await repo.lockBlackoutDates(tx);
          const listed = await repo.findDates(tx, days);
          if (listed.length > 0) throw conflict(blackoutErrors.alreadyListed(listedText(listed)));
          const rows = await repo.insertDates(
            tx,
            days.map((date) => ({ date, kind: body.kind, label: body.label })),
          );
          for (const row of rows) {
            await recordAudit(tx, operator, {
              action: 'blackout.add',
              entityType: 'blackout_date',
              entityId: row.id,
              after: { date: row.date, kind: row.kind, label: row.label },
              reason: body.reason ?? null,
            });
          }
          return rows;
        });
        return added.map(toBlackoutDate).sort((a, b) => (a.date < b.date ? -1 : 1));
      } catch (error) {
        // Listed by another process between the check and the insert.
        if (pgErrorCode(error) === '23505') {
          throw conflict(blackoutErrors.alreadyListed(listedText(await repo.findDates(db, days))));
        }
        throw error;
      }
    },

    /** Bookings touching the day are refunded by the tiers again from now on. */
    async remove(operator: Operator, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteDate(tx, id);
        if (!row) throw notFound('Blackout date');
        await recordAudit(tx, operator, {
          action: 'blackout.delete',
          entityType: 'blackout_date',
          entityId: row.id,
          before: { date: row.date, kind: row.kind, label: row.label },
        });
      });
    },
  };
}
