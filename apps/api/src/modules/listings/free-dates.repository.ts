import { sql, type SQL } from 'drizzle-orm';
import { activeBookingStatuses } from '@care/shared';
import { bookings, companyServices, daysOff, services } from '../../db/schema/index.ts';
import type { ListingFilters } from './estimates.ts';
import type { SellerTable } from './seller-tables.repository.ts';

/** The range of 'free on these dates', both days included. */
export interface FreeDates {
  from: string;
  to: string;
}

const active = sql.join(
  activeBookingStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/** The seller has no day off touching the range (days_off is indexed by owner and end date). */
function noDayOff(owner: SQL, seller: SQL, { from, to }: FreeDates): SQL {
  return sql`not exists (
    select 1 from ${daysOff} o
     where ${owner} = ${seller} and o.end_date >= ${from}::date and o.start_date <= ${to}::date)`;
}

/**
 * A caregiver takes one booking a day, whatever the service: free means no day off and no
 * request or booking (pending, accepted or running) touching the range. The same rule the
 * booking itself is checked by, so a family who picks someone from this list is not refused
 * at payment for a clash.
 */
function providerIsFree(s: SellerTable, range: FreeDates): SQL {
  return sql`${noDayOff(sql`o.provider_id`, sql`${s.id}`, range)} and not exists (
    select 1 from ${bookings} b
     where b.provider_id = ${s.id} and b.status in (${active})
       and b.start_date <= ${range.to}::date and b.end_date >= ${range.from}::date)`;
}

/**
 * A company is free when it has no day off in the range and one of its matching services has
 * room on every day of it: fewer requests and bookings that day than its daily capacity.
 */
function companyIsFree(s: SellerTable, range: FreeDates, q: ListingFilters): SQL {
  const serviceMatches = q.serviceId
    ? sql`and cs.service_id = ${q.serviceId}`
    : q.serviceCategoryId
      ? sql`and cs.service_id in (select ${services.id} from ${services} where ${services.categoryId} = ${q.serviceCategoryId})`
      : sql``;
  return sql`${noDayOff(sql`o.company_id`, sql`${s.id}`, range)} and exists (
    select 1 from ${companyServices} cs
     where cs.company_id = ${s.id} and cs.is_active ${serviceMatches}
       and not exists (
         select 1 from ${bookings} b
          cross join lateral generate_series(
            greatest(b.start_date, ${range.from}::date), least(b.end_date, ${range.to}::date),
            interval '1 day') as d
          where b.company_service_id = cs.id and b.status in (${active})
            and b.start_date <= ${range.to}::date and b.end_date >= ${range.from}::date
          group by d
         having count(*) >= cs.daily_capacity))`;
}

/** Sellers with room on every day of the range. */
export function isFreeOn(s: SellerTable, range: FreeDates, q: ListingFilters): SQL {
  return s.kind === 'Provider' ? providerIsFree(s, range) : companyIsFree(s, range, q);
}
