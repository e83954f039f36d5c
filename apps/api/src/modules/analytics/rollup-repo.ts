import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * Recomputes the rollups (db/schema/analytics.ts) from the orders and the tables around them:
 * what the migration did once, for a database filled with the triggers off (the bench's bulk
 * load). The triggers keep them current afterwards; the tests compare both.
 */
export async function rebuildAnalyticsRollups(db: DbExecutor): Promise<void> {
  await db.execute(sql`delete from analytics_daily_orders`);
  await db.execute(sql`delete from analytics_daily_active_companies`);
  await db.execute(sql`
    insert into analytics_daily_orders (day, currency, orders, value)
    select (created_at at time zone 'Asia/Almaty')::date, currency, count(*), sum(price)
      from orders group by 1, 2`);
  await db.execute(sql`
    insert into analytics_daily_active_companies (day, company_id)
    select (created_at at time zone 'Asia/Almaty')::date, owner_company_id from orders
    union
    select (created_at at time zone 'Asia/Almaty')::date, carrier_company_id from order_responses`);
  await db.execute(sql`delete from lane_price_deals`);
  await db.execute(sql`delete from analytics_order_facts`);
  await db.execute(
    sql`insert into analytics_order_facts select * from analytics_order_facts_source`,
  );
  // The trigger filled the lanes as the facts went in, unless triggers are off for the session
  // (the bench's bulk load): then this does, in one statement.
  await db.execute(
    sql`insert into lane_price_deals select * from lane_price_deals_source
        on conflict (order_id) do nothing`,
  );
}
