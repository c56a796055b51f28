import { sql } from 'drizzle-orm';
import { addCalendarDays } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { bookingDays } from '../../db/schema/index.ts';
import { sixDigitCode } from '../bookings/codes.ts';

interface NewBooking {
  id: string;
  startDate: string;
  endDate: string;
  startCode: string;
  endCode: string;
}

/**
 * The booking's days with their codes, one row a day. The first day's check-in code is the
 * start code and the last day's check-out code the end code, so the codes a family already
 * holds keep their meaning; every other code is six fresh random digits.
 */
export function bookingDayRows(booking: NewBooking): (typeof bookingDays.$inferInsert)[] {
  const rows: (typeof bookingDays.$inferInsert)[] = [];
  for (let date = booking.startDate; date <= booking.endDate; date = addCalendarDays(date, 1)) {
    rows.push({
      bookingId: booking.id,
      date,
      checkInCode: date === booking.startDate ? booking.startCode : sixDigitCode(),
      checkOutCode: date === booking.endDate ? booking.endCode : sixDigitCode(),
    });
  }
  return rows;
}

/** Writes a new booking's days, in the booking's own transaction. */
export async function insertBookingDays(db: Executor, booking: NewBooking): Promise<void> {
  await db.insert(bookingDays).values(bookingDayRows(booking));
}

/**
 * Gives every booking without days its days (the demo seed writes bookings in bulk). Codes from
 * SQL's random() are fine for demo data; bookings families make get insertBookingDays.
 */
export async function fillMissingBookingDays(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into booking_days (booking_id, date, check_in_code, check_out_code, check_in_at, check_out_at)
    select b.id, d::date,
      case when d::date = b.start_date then b.start_code else lpad(floor(random() * 1000000)::int::text, 6, '0') end,
      case when d::date = b.end_date then b.end_code else lpad(floor(random() * 1000000)::int::text, 6, '0') end,
      case when d::date = b.start_date then b.started_at end,
      case when d::date = b.end_date then b.completed_at end
    from bookings b, generate_series(b.start_date::timestamp, b.end_date::timestamp, interval '1 day') as d
    on conflict do nothing`);
}
