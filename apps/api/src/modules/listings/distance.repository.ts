import { and, sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { pinCodes } from '../../db/schema/index.ts';
import type { SellerTable } from './seller-tables.repository.ts';
import {
  arrayLiteral,
  cardsOf,
  pageAcrossTiers,
  pageOf,
  type SellerRow,
  type Tier,
} from './seller-pages.repository.ts';

/** A PIN code band of the 'near me' order: its PINs and their distances, nearest first. */
export interface Ring {
  pincodes: string[];
  km: number[];
}

/** The ring's PIN codes as a filter the sellers' PIN index answers (the join alone may scan). */
const inRing = (s: SellerTable, ring: Ring) =>
  sql`${s.pincode} = any(${arrayLiteral(ring.pincodes)}::text[])`;

function pageInRing(
  db: Executor,
  s: SellerTable,
  where: SQL,
  ring: Ring,
  limit: number,
  offset: number,
): Promise<SellerRow[]> {
  return cardsOf(
    db,
    s,
    sql`select ${s.id} as id, ring.km as km
          from ${s.table}
          join unnest(${arrayLiteral(ring.pincodes)}::text[], ${arrayLiteral(ring.km)}::float8[])
               as ring(pincode, km) on ring.pincode = ${s.pincode}
         where ${where} and ${inRing(s, ring)}
         order by ring.km, ${s.avgRating} desc nulls last, ${s.id}
         limit ${limit} offset ${offset}`,
    sql`page.km, ${s.avgRating} desc nulls last, ${s.id}`,
    sql`, page.km::float8 as "distanceKm"`,
  );
}

/** Sellers whose PIN code has no known point: after everyone who can be measured. */
const unlocated = (s: SellerTable) =>
  sql`not exists (select 1 from ${pinCodes} where ${pinCodes.pincode} = ${s.pincode} and ${pinCodes.lat} is not null)`;

/**
 * 'Near me': by great-circle distance from the family's PIN code, nearest first (ties by
 * rating), then sellers whose PIN has no known point, by rating. Read band by band, so each read
 * joins one band's PIN codes to the sellers' PIN index and stops after one page, instead of
 * measuring every seller in the country.
 */
export function pageByDistance(
  db: Executor,
  s: SellerTable,
  where: SQL,
  q: ListingQuery,
  rings: Ring[],
): Promise<SellerRow[]> {
  const tiers: Tier[] = [
    ...rings.map((ring) => ({
      where: and(where, inRing(s, ring))!,
      page: (limit: number, offset: number) => pageInRing(db, s, where, ring, limit, offset),
    })),
    {
      where: and(where, unlocated(s))!,
      page: (limit: number, offset: number) =>
        pageOf(db, s, and(where, unlocated(s))!, limit, offset),
    },
  ];
  return pageAcrossTiers(db, s, tiers, q.page, q.limit);
}
