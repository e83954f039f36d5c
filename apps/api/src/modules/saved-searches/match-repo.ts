import type {
  AlertEmailFrequency,
  Currency,
  Language,
  PriceComparison,
  PublicationStage,
  TransportType,
} from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { orders } from '../../db/schema.js';
import { offeredTo } from '../../platform/access/access-repo.js';

/** What the matcher reads of an order, and the alerts name. */
export interface OrderFacts {
  id: string;
  number: string;
  status: string;
  fromPlace: string | null;
  toPlace: string | null;
  fromCity: string;
  toCity: string;
  loadingDate: string;
  transportType: TransportType;
  weightTons: number;
  volumeM3: number;
  price: number;
  currency: Currency;
  ownerCompanyId: string;
  /** Offered to the owner's carriers first (issue 32), it matches only their searches. */
  publicationStage: PublicationStage;
}

export async function findOrderFacts(
  db: DbExecutor,
  orderId: string,
): Promise<OrderFacts | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      fromPlace: orders.routeFromPlace,
      toPlace: orders.routeToPlace,
      fromCity: orders.routeFromCity,
      toCity: orders.routeToCity,
      loadingDate: orders.plannedLoadingDate,
      transportType: orders.transportType,
      weightTons: orders.cargoWeightTons,
      volumeM3: orders.cargoVolumeM3,
      price: orders.price,
      currency: orders.currency,
      ownerCompanyId: orders.ownerCompanyId,
      publicationStage: orders.publicationStage,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's side of the match, as the shared rules give it (`placeLineage`, `bodiesCarrying`). */
export interface OrderMatchKeys {
  /** The loading place and the places containing it, and `*` (searches for anywhere). */
  fromKeys: readonly string[];
  toKeys: readonly string[];
  /** The bodies that can carry the order's load. */
  carryingBodies: readonly string[];
}

/** A search the order matched for the first time, with what its owner's alerts need. */
export interface NewMatch {
  searchId: string;
  userId: string;
  email: string;
  searchName: string;
  muted: boolean;
  pushEnabled: boolean;
  emailFrequency: AlertEmailFrequency;
  language: Language;
  price: PriceComparison | null;
}

/** Codes and types hold no comma: a list goes as one bound value, split again in SQL. */
const textArray = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

/**
 * The matcher, in one statement (`matchLoadToSearch` of the shared package, in SQL): the
 * active searches of active users whose places contain the order's (the GIN-indexed keys,
 * `{*}` for anywhere), whose dates, bodies and ranges admit it, and whose price floor it meets
 * in tenge at the latest rates — or could not be compared for a missing rate, which is kept
 * and said. An order offered to its owner's carriers first matches only their searches (the
 * job runs again when it opens to the board). Each new match is stored once (the key is search and order, so a job run twice
 * alerts nobody twice), its search's badge counted up; a match that no digest will carry (the
 * search is muted, mails at once, or not at all) is stored as mailed. Answers the new matches.
 */
export function insertMatchesOfOrder(
  tx: DbExecutor,
  order: OrderFacts,
  keys: OrderMatchKeys,
): Promise<NewMatch[]> {
  const price = sql`${order.price}::numeric`;
  return rawRows<NewMatch>(
    tx,
    sql`
      with rates as (
        select distinct on (currency) currency, rate_to_kzt
        from exchange_rates
        order by currency, rate_date desc
      ),
      offer as (
        select case when ${order.currency} = 'KZT' then ${price}
          else ${price} * (select rate_to_kzt from rates where currency = ${order.currency})
        end as kzt
      ),
      candidates as (
        select s.id, s.user_id, u.email, s.name, s.muted_at, s.push_enabled,
          s.email_frequency, s.language,
          case
            when s.price_min is null or s.price_currency is null then null
            when s.price_currency = ${order.currency} then
              case when ${price} >= s.price_min then 'MET' else 'NOT_MET' end
            when offer.kzt is null or wanted.kzt is null then 'NOT_COMPARED'
            when offer.kzt >= wanted.kzt then 'MET'
            else 'NOT_MET'
          end as price
        from saved_searches s
        join users u on u.id = s.user_id and u.is_active
        cross join offer
        cross join lateral (
          select case when s.price_currency = 'KZT' then s.price_min
            else s.price_min * (select rate_to_kzt from rates r where r.currency = s.price_currency)
          end as kzt
        ) wanted
        where s.paused_at is null
          and s.origin_keys && ${textArray(keys.fromKeys)}
          and s.destination_keys && ${textArray(keys.toKeys)}
          and (s.loading_date_from is null or s.loading_date_from <= ${order.loadingDate}::date)
          and (s.loading_date_to is null or s.loading_date_to >= ${order.loadingDate}::date)
          and (cardinality(s.body_types) = 0 or s.body_types && ${textArray(keys.carryingBodies)})
          and (s.weight_min_tons is null or s.weight_min_tons <= ${order.weightTons}::numeric)
          and (s.weight_max_tons is null or s.weight_max_tons >= ${order.weightTons}::numeric)
          and (s.volume_min_m3 is null or s.volume_min_m3 <= ${order.volumeM3}::numeric)
          and (s.volume_max_m3 is null or s.volume_max_m3 >= ${order.volumeM3}::numeric)
          and (${order.publicationStage} = 'PUBLIC'
            or ${offeredTo(order.ownerCompanyId, order.id, sql`u.company_id`)})
      ),
      inserted as (
        insert into saved_search_matches (search_id, order_id, price, emailed_at)
        select c.id, ${order.id}, c.price,
          case when c.muted_at is null and c.email_frequency in ('HOURLY', 'DAILY')
            then null else now() end
        from candidates c
        where c.price is distinct from 'NOT_MET'
        on conflict (search_id, order_id) do nothing
        returning search_id
      ),
      locked as (
        -- Locked in id order: two publications matched at once wait for each other here
        -- instead of each holding a search the other needs (a deadlock).
        select s.id from saved_searches s
        where s.id in (select search_id from inserted)
        order by s.id
        for update
      ),
      counted as (
        update saved_searches s
        set unseen_count = s.unseen_count + 1, last_matched_at = now()
        from locked l
        where s.id = l.id
        returning s.id
      )
      select c.id as "searchId", c.user_id as "userId", c.email, c.name as "searchName",
        c.muted_at is not null as muted, c.push_enabled as "pushEnabled",
        c.email_frequency as "emailFrequency", c.language, c.price
      from counted
      join candidates c on c.id = counted.id
      order by c.id
    `,
  );
}

/** One waiting match a digest carries, with its order and its owner. */
export interface DigestRow {
  userId: string;
  email: string;
  language: Language;
  searchName: string;
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  fromCity: string;
  toCity: string;
  loadingDate: string;
  price: string;
  currency: string;
  priceComparison: PriceComparison | null;
}

/**
 * Claims the waiting matches of the searches mailed at `frequency` (not muted) and marks them
 * mailed, in one statement; rows another run holds are skipped, so two runs never carry one
 * match twice. The caller mails them in the same transaction: undone together, or done.
 */
export function claimDigestMatches(
  tx: DbExecutor,
  frequency: AlertEmailFrequency,
): Promise<DigestRow[]> {
  return rawRows<DigestRow>(
    tx,
    sql`
      with due as (
        select m.search_id, m.order_id
        from saved_search_matches m
        join saved_searches s on s.id = m.search_id
        where m.emailed_at is null and s.email_frequency = ${frequency} and s.muted_at is null
        for update of m skip locked
      ),
      claimed as (
        update saved_search_matches m
        set emailed_at = now()
        from due
        where m.search_id = due.search_id and m.order_id = due.order_id
        returning m.search_id, m.order_id, m.price, m.created_at
      )
      select s.user_id as "userId", u.email, s.language, s.name as "searchName",
        o.id as "orderId", o.number as "orderNumber", o.status as "orderStatus",
        o.route_from_city as "fromCity", o.route_to_city as "toCity",
        o.planned_loading_date::text as "loadingDate", o.price::text as price, o.currency,
        claimed.price as "priceComparison"
      from claimed
      join saved_searches s on s.id = claimed.search_id
      join users u on u.id = s.user_id and u.is_active
      join orders o on o.id = claimed.order_id
      order by s.user_id, s.updated_at desc, claimed.created_at
    `,
  );
}
