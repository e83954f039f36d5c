import { type LoadFacts, type TransportType } from '@freight/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { trucksSuiting } from './truck-matching-repo.js';

/** How many carriers each source of candidates adds at most, besides the matching trucks. */
const CANDIDATES_PER_SOURCE = 30;
/** A carrier's answer speed is the median of its latest responses, this many at most. */
const RESPONSES_FOR_SPEED = 100;

/** A carrier that might take an order, with the facts it is ranked by (decision 036). */
export interface SuggestionCandidateRow {
  companyId: string;
  companyName: string;
  truckId: string | null;
  truckPlace: string | null;
  truckFrom: string | null;
  truckTo: string | null;
  truckBody: TransportType | null;
  laneOrders: number;
  ordersWithForwarder: number;
  invited: boolean;
}

export interface SuggestionSearch {
  orderId: string;
  ownerCompanyId: string;
  load: LoadFacts;
  /** The order's region pair; null when the gazetteer does not know an end. */
  lane: { from: string; to: string } | null;
  today: string;
  /** The start of the lane history's year. */
  since: Date;
}

/**
 * The candidates in one statement: carriers with an active offer that suits the load (one
 * offer each, the soonest free), the most active carriers of the region pair's completed
 * orders this year, and the forwarder's past carriers, each read from its own index
 * (`truck_offers_status_region_idx`, `orders_completed_lane_idx`, `orders_completed_owner_idx`).
 * Approved carriers only, and none that already responded (a withdrawn response aside).
 */
export async function findSuggestionCandidates(
  db: DbExecutor,
  search: SuggestionSearch,
): Promise<SuggestionCandidateRow[]> {
  const laneCondition = search.lane
    ? sql`split_part(route_from_place, ':', 1) = ${search.lane.from} and split_part(route_to_place, ':', 1) = ${search.lane.to}`
    : sql`false`;
  return rawRows<SuggestionCandidateRow>(
    db,
    sql`
      with trucks as (
        select distinct on (truck_offers.company_id) truck_offers.company_id, truck_offers.id,
          truck_offers.place, truck_offers.available_from, truck_offers.available_to,
          truck_offers.body_type
        from truck_offers
        where ${trucksSuiting(search.load, search.today)}
        order by truck_offers.company_id, truck_offers.available_from, truck_offers.id
      ),
      lane as (
        select selected_carrier_company_id as company_id, count(*)::int as n
        from orders
        where status = 'COMPLETED' and ${laneCondition}
          and updated_at >= ${search.since.toISOString()}::timestamptz
        group by 1
      ),
      worked as (
        select selected_carrier_company_id as company_id, count(*)::int as n
        from orders
        where status = 'COMPLETED' and owner_company_id = ${search.ownerCompanyId}
        group by 1
      ),
      candidates as (
        select company_id from trucks
        union select company_id from (
          select company_id from lane order by n desc limit ${CANDIDATES_PER_SOURCE}
        ) top_lane
        union select company_id from (
          select company_id from worked order by n desc limit ${CANDIDATES_PER_SOURCE}
        ) top_worked
      )
      select c.id as "companyId", c.name as "companyName",
        t.id as "truckId", t.place as "truckPlace", t.available_from::text as "truckFrom",
        t.available_to::text as "truckTo", t.body_type as "truckBody",
        coalesce(l.n, 0) as "laneOrders", coalesce(w.n, 0) as "ordersWithForwarder",
        exists (
          select 1 from order_invitations i
          where i.order_id = ${search.orderId} and i.carrier_company_id = c.id
        ) as "invited"
      from candidates k
      join companies c on c.id = k.company_id
      left join trucks t on t.company_id = c.id
      left join lane l on l.company_id = c.id
      left join worked w on w.company_id = c.id
      where c.kind = 'CARRIER' and c.status = 'APPROVED'
        and not exists (
          select 1 from order_responses r
          where r.order_id = ${search.orderId} and r.carrier_company_id = c.id
            and r.status <> 'WITHDRAWN'
        )`,
  );
}

/**
 * Each carrier's median minutes from an order's publication to its response, over its latest
 * RESPONSES_FOR_SPEED responses since `since` (`order_responses_carrier_sent_idx`, newest
 * first); carriers without one are absent.
 */
export async function findMedianResponseMinutes(
  db: DbExecutor,
  companyIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rawRows<{ companyId: string; minutes: number }>(
    db,
    sql`
      select carrier.id as "companyId",
        round(percentile_cont(0.5) within group (order by latest.minutes))::int as "minutes"
      from unnest(array[${ids}]) as carrier(id)
      cross join lateral (
        select extract(epoch from (r.created_at - o.published_at)) / 60 as minutes
        from order_responses r
        join orders o on o.id = r.order_id
        where r.carrier_company_id = carrier.id
          and r.created_at >= ${since.toISOString()}::timestamptz
          and o.published_at is not null
        order by r.created_at desc
        limit ${RESPONSES_FOR_SPEED}
      ) latest
      group by carrier.id`,
  );
  return new Map(rows.map((row) => [row.companyId, row.minutes]));
}
