import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { rawRows } from '../../../db/raw-rows.js';
import { offeredTo } from '../../../platform/access/access-repo.js';

/**
 * Whether an order not yet on the whole board is offered to `carrierCompanyId`: the carrier
 * is in the owner's pool, or was invited to this order (`offeredTo`).
 */
export async function isOfferedToCarrier(
  db: DbExecutor,
  order: { id: string; ownerCompanyId: string },
  carrierCompanyId: string,
): Promise<boolean> {
  const [row] = await rawRows<{ offered: boolean }>(
    db,
    sql`select ${offeredTo(order.ownerCompanyId, order.id, carrierCompanyId)} as offered`,
  );
  return row?.offered === true;
}
