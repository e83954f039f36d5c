import { resolvePlace } from '@freight/shared';
import type pg from 'pg';
import {
  BENCH_CARGO,
  BENCH_PLACES,
  BENCH_TRANSPORT_SLOTS,
  cargoSearchText,
  placeSearchText,
} from './seed-data.js';

export interface BenchSize {
  orders: number;
  forwarders: number;
  carriers: number;
}

/** The accounts the load test signs tokens for. */
export interface BenchActors {
  carrier: { userId: string; companyId: string };
  cb: { userId: string; companyId: string };
}

const ORDER_TABLES = ['orders', 'order_route_points', 'order_responses'];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Fills a migrated database in bulk: `INSERT … SELECT generate_series` per table, with the
 * secondary indexes dropped while loading and rebuilt after (a fresh B-tree or GIN build is
 * far faster than a million single-row updates), foreign-key triggers off for the session
 * (the data is consistent by construction; orders and responses point at each other), then
 * VACUUM ANALYZE so the planner has statistics and index-only scans a visibility map.
 */
export async function bulkSeed(client: pg.Client, size: BenchSize): Promise<BenchActors> {
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set synchronous_commit = off`);
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = any($1) and indexname not like '%_pkey'`,
    [ORDER_TABLES],
  );
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

  await timed('companies, people, fleet', () => seedCompanies(client, size));
  await client.query(`
    create temp table bench_forwarders as
      select row_number() over (order by c.bin) as n, c.id, u.id as owner_id
        from companies c join users u on u.company_id = c.id
       where c.kind = 'FORWARDER' and c.bin like 'F%'`);
  await client.query(`
    create temp table bench_carriers as
      select row_number() over (order by c.bin) as n, c.id, u.id as owner_id,
             d.id as driver_id, v.id as vehicle_id
        from companies c
        join users u on u.company_id = c.id
        join drivers d on d.company_id = c.id
        join vehicles v on v.company_id = c.id
       where c.kind = 'CARRIER' and c.bin like 'C%'`);
  await timed('order plan', () => planOrders(client, size));
  await timed(`${size.orders.toLocaleString('en')} orders`, () => insertOrders(client));
  await timed('route points', () => insertRoutePoints(client));
  await timed('responses', () => insertResponses(client));
  await client.query(`select setval('order_number_seq', $1)`, [size.orders]);
  await client.query(`drop table bench_plan`);
  await timed(`${indexes.length} indexes rebuilt`, async () => {
    for (const index of indexes) await client.query(index.indexdef);
  });
  await client.query(`set session_replication_role = origin`);
  // The triggers were off: the companies' trust facts (decision 028) from the rows loaded.
  await timed('trust facts', () => client.query('select trust_rebuild_company_facts()'));
  await timed('vacuum analyze', () => client.query('vacuum (analyze)'));

  return benchActors(client);
}

/** The first bench carrier's owner and the bench CB user, of a seeded database. */
export async function benchActors(client: pg.Client): Promise<BenchActors> {
  const { rows } = await client.query<{ kind: string; user_id: string; company_id: string }>(`
    (select 'carrier' as kind, u.id as user_id, c.id as company_id
       from companies c join users u on u.company_id = c.id
      where c.kind = 'CARRIER' and c.bin like 'C%' order by c.bin, u.created_at limit 1)
    union all
    select 'cb', u.id, u.company_id from users u where u.email = 'cb@bench.kz'`);
  const actor = (kind: string) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`bench ${kind} missing`);
    return { userId: row.user_id, companyId: row.company_id };
  };
  return { carrier: actor('carrier'), cb: actor('cb') };
}

async function seedCompanies(client: pg.Client, size: BenchSize): Promise<void> {
  await client.query(
    `insert into companies (kind, name, bin, status, legal_address, actual_address)
     select 'FORWARDER', 'ТОО «Экспедитор ' || g || '»', 'F' || lpad(g::text, 11, '0'), 'APPROVED',
            'г. Алматы, ул. Абая, ' || g, 'г. Алматы, ул. Абая, ' || g
       from generate_series(1, $1::int) g
     union all
     select 'CARRIER', 'ТОО «Перевозчик ' || g || '»', 'C' || lpad(g::text, 11, '0'), 'APPROVED',
            'г. Астана, ул. Кенесары, ' || g, 'г. Астана, ул. Кенесары, ' || g
       from generate_series(1, $2::int) g
     union all
     select 'PLATFORM', 'Служба безопасности (бенч)', 'P00000000001', 'APPROVED', null, null`,
    [size.forwarders, size.carriers],
  );
  await client.query(`
    insert into users (company_id, role, email, password_hash, first_name, last_name)
    select id,
           case kind when 'FORWARDER' then 'ROLE_FORWARDER' when 'CARRIER' then 'ROLE_DRIVER_COMPANY'
                else 'ROLE_CB' end,
           case kind when 'PLATFORM' then 'cb@bench.kz' else lower(bin) || '@bench.kz' end,
           'bench-no-login', 'Бенч', 'Владелец'
      from companies`);
  await insertCarrierFleets(client);
}

/** One row per order with its random choices, so every table derives from the same plan. */
/** One approved driver and one vehicle for every carrier company. */
export async function insertCarrierFleets(client: pg.Client): Promise<void> {
  await client.query(`
    insert into drivers (company_id, iin, last_name, first_name, phone, status, identity_number,
                         identity_issue_date, identity_expiry_date, identity_issued_by,
                         registered_address, licence_number, licence_categories, licence_expiry_date)
    select id, '9' || substr(bin, 2), 'Водитель', 'Бенч', '+7 701 000 0000', 'APPROVED', bin,
           '2020-01-01', '2030-01-01', 'МВД РК', 'г. Астана', bin, array['C', 'CE'], '2031-01-01'
      from companies where kind = 'CARRIER'`);
  await client.query(`
    insert into vehicles (company_id, plate_number, tech_passport_number, brand, model, vin, region,
                          manufacture_year, registration_date, engine_volume)
    select id, substr(bin, 7) || 'AB01', bin, 'MAN', 'TGX', 'WMA' || bin || 'XZ', 'Астана',
           2020, '2020-06-01', 12.4
      from companies where kind = 'CARRIER'`);
}

async function planOrders(client: pg.Client, size: BenchSize): Promise<void> {
  await client.query(`select setseed(0.42)`);
  await client.query(
    `create unlogged table bench_plan as
     select g, gen_random_uuid() as id, gen_random_uuid() as response_id,
            1 + floor(random() * $2::int)::int as owner_n,
            1 + floor(random() * $3::int)::int as carrier_n,
            random() as r_status, random() as r_date, random() as r_price, random() as r_resp,
            floor(random() * $4::int)::int as transport_i,
            floor(random() * $5::int)::int as cargo_i,
            floor(random() * $6::int)::int as from_i,
            floor(random() * ($6::int - 1))::int as to_offset,
            case when random() < 0.1 then floor(random() * $6::int)::int end as via_i
       from generate_series(1, $1::int) g`,
    [
      size.orders,
      size.forwarders,
      size.carriers,
      BENCH_TRANSPORT_SLOTS.length,
      BENCH_CARGO.length,
      BENCH_PLACES.length,
    ],
  );
  await client.query(`alter table bench_plan add column to_i int`);
  await client.query(`update bench_plan set to_i = (from_i + 1 + to_offset) % $1::int`, [
    BENCH_PLACES.length,
  ]);
}

/**
 * Statuses as an exchange's history holds them: a fifth on the board, most completed.
 * Published orders load from five days ago to ten weeks ahead; finished ones in the last three
 * years. The number and search text follow `formatOrderNumber` and `buildSearchText`.
 */
async function insertOrders(client: pg.Client): Promise<void> {
  await client.query(
    `insert into orders (id, number, owner_company_id, created_by, status, planned_loading_date,
       planned_unloading_date, transport_type, order_type, payment_terms, price, currency,
       cargo_name, cargo_weight_tons, cargo_volume_m3, package_type, seats, loading_method,
       transportation_type, transportation_view, selected_response_id, selected_carrier_company_id,
       published_at, search_text, route_from_city, route_from_address, route_to_city,
       route_to_address, route_point_count, route_from_place, route_to_place, created_at,
       updated_at)
     select p.id, 'KZ-' || to_char(t.created_at, 'YYYY') || '-' || t.serial,
            f.id, f.owner_id, s.status, d.loading, d.loading + 1 + floor(p.r_price * 6)::int,
            ($1::text[])[p.transport_i + 1], 'FTL', 'ON_UNLOADING', m.price, m.currency,
            ($2::text[])[p.cargo_i + 1], round((1 + p.r_price * 23)::numeric, 3),
            round((5 + p.r_resp * 80)::numeric, 2), 'PALLETS', 1 + floor(p.r_date * 33)::int,
            'REAR', 'DOMESTIC', 'ROAD',
            case when s.selected then p.response_id end, case when s.selected then c.id end,
            case when s.status <> 'DRAFT' then t.created_at + interval '10 minutes' end,
            'kz ' || to_char(t.created_at, 'YYYY') || ' ' || t.serial || ' ' || p.g || ' '
              || ($3::text[])[p.cargo_i + 1] || ' ' || ($4::text[])[p.from_i + 1]
              || coalesce(' ' || ($4::text[])[p.via_i + 1], '') || ' ' || ($4::text[])[p.to_i + 1],
            ($5::text[])[p.from_i + 1], ($6::text[])[p.from_i + 1],
            ($5::text[])[p.to_i + 1], ($6::text[])[p.to_i + 1],
            case when p.via_i is null then 2 else 3 end,
            ($7::text[])[p.from_i + 1], ($7::text[])[p.to_i + 1],
            t.created_at, t.created_at
       from bench_plan p
       join bench_forwarders f on f.n = p.owner_n
       join bench_carriers c on c.n = p.carrier_n
       cross join lateral (select case
            when p.r_status < 0.20 then 'PUBLISHED' when p.r_status < 0.23 then 'DRAFT'
            when p.r_status < 0.27 then 'CARRIER_SELECTED' when p.r_status < 0.30 then 'IN_TRANSIT'
            when p.r_status < 0.32 then 'DELIVERED' when p.r_status < 0.90 then 'COMPLETED'
            else 'CANCELLED' end as status) s0
       cross join lateral (select s0.status,
            s0.status in ('CARRIER_SELECTED', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED') as selected) s
       cross join lateral (select case
            when s.status = 'PUBLISHED' then current_date - 5 + floor(p.r_date * 75)::int
            when s.status = 'DRAFT' then current_date + floor(p.r_date * 60)::int
            else current_date - 1 - floor(p.r_date * 1095)::int end as loading) d
       cross join lateral (select
            (d.loading - 1 - floor(p.r_resp * 14)::int)::timestamptz
              + make_interval(secs => floor(p.r_price * 86400)) as created_at,
            lpad(p.g::text, greatest(6, length(p.g::text)), '0') as serial) t
       cross join lateral (select case
            when p.r_price < 0.70 then 'KZT' when p.r_price < 0.85 then 'USD'
            when p.r_price < 0.95 then 'RUB' else 'CNY' end as currency) m0
       cross join lateral (select m0.currency, round((case m0.currency
            when 'KZT' then 80000 + p.r_date * 1500000 when 'USD' then 400 + p.r_date * 5000
            when 'RUB' then 40000 + p.r_date * 600000 else 3000 + p.r_date * 40000 end)::numeric, 0)
            as price) m`,
    [
      BENCH_TRANSPORT_SLOTS,
      BENCH_CARGO,
      BENCH_CARGO.map(cargoSearchText),
      BENCH_PLACES.map(placeSearchText),
      BENCH_PLACES.map((place) => place[0]),
      BENCH_PLACES.map((place) => place[1]),
      // As the app resolves them when it writes an order ('' for a city it does not know).
      BENCH_PLACES.map((place) => resolvePlace(place[0]) ?? ''),
    ],
  );
}

async function insertRoutePoints(client: pg.Client): Promise<void> {
  await client.query(
    `insert into order_route_points (order_id, position, type, city, address, contact_person, phone)
     select p.id, 0, 'LOADING', ($1::text[])[p.from_i + 1], ($2::text[])[p.from_i + 1],
            'Айгуль Сапарова', '+7 701 512 3344' from bench_plan p
     union all
     select p.id, 1, 'INTERMEDIATE', ($1::text[])[p.via_i + 1], ($2::text[])[p.via_i + 1],
            'Руслан Ибраев', '+7 702 661 2080' from bench_plan p where p.via_i is not null
     union all
     select p.id, case when p.via_i is null then 1 else 2 end, 'UNLOADING',
            ($1::text[])[p.to_i + 1], ($2::text[])[p.to_i + 1], 'Жанна Ким', '+7 705 300 4417'
       from bench_plan p`,
    [BENCH_PLACES.map((place) => place[0]), BENCH_PLACES.map((place) => place[1])],
  );
}

/** The accepted response of every order with a carrier, and an active one on 30 % of the board. */
async function insertResponses(client: pg.Client): Promise<void> {
  await client.query(`
    insert into order_responses (id, order_id, carrier_company_id, driver_id, vehicle_id, price,
                                 currency, status, created_by, created_at, updated_at)
    select p.response_id, o.id, c.id, c.driver_id, c.vehicle_id, round(o.price * 0.95, 2),
           o.currency, case when o.selected_response_id is null then 'ACTIVE' else 'ACCEPTED' end,
           c.owner_id, o.created_at + interval '2 hours', o.created_at + interval '2 hours'
      from orders o
      join bench_plan p on p.id = o.id
      join bench_carriers c on c.n = p.carrier_n
     where o.selected_response_id is not null or (o.status = 'PUBLISHED' and p.r_resp < 0.3)`);
  await client.query(`
    insert into order_response_counts (order_id, responses)
    select order_id, count(*) from order_responses where status <> 'WITHDRAWN' group by order_id`);
}
