import type { PublicFigures } from '@freight/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { companies, drivers, orders } from '../../db/schema.js';

/**
 * The homepage's live figures in one round trip: approved forwarders and carriers (not the
 * platform's own company), approved drivers still in a fleet and not blacklisted, and
 * completed orders.
 */
export async function countPublicFigures(db: DbExecutor): Promise<PublicFigures> {
  const [row] = await rawRows<{
    approved_companies: number;
    approved_drivers: number;
    completed_orders: number;
  }>(
    db,
    sql`
    select
      (select count(*)::int from ${companies}
        where ${companies.status} = 'APPROVED' and ${companies.kind} <> 'PLATFORM')
        as approved_companies,
      (select count(*)::int from ${drivers}
        where ${drivers.status} = 'APPROVED' and ${drivers.retiredAt} is null
          and not ${drivers.blacklisted}) as approved_drivers,
      (select count(*)::int from ${orders} where ${orders.status} = 'COMPLETED')
        as completed_orders
  `,
  );
  return {
    approvedCompanies: row?.approved_companies ?? 0,
    approvedDrivers: row?.approved_drivers ?? 0,
    completedOrders: row?.completed_orders ?? 0,
  };
}
