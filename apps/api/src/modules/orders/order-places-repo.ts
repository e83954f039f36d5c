import { resolvePlace } from '@freight/shared';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';

const BATCH = 500;

/**
 * Orders written before the gazetteer (migration 0018) have no places yet: each is resolved
 * once from its first and last cities, '' where the gazetteer does not know one. Run when the
 * app is ready; later orders get theirs when written (`listColumns`).
 */
export async function resolvePendingOrderPlaces(db: Database): Promise<number> {
  let resolved = 0;
  for (;;) {
    const pending = await db
      .select({ id: orders.id, from: orders.routeFromCity, to: orders.routeToCity })
      .from(orders)
      .where(isNull(orders.routeFromPlace))
      .limit(BATCH);
    if (pending.length === 0) return resolved;
    await db.transaction(async (tx) => {
      for (const order of pending) {
        await tx
          .update(orders)
          .set({
            routeFromPlace: resolvePlace(order.from) ?? '',
            routeToPlace: resolvePlace(order.to) ?? '',
          })
          .where(eq(orders.id, order.id));
      }
    });
    resolved += pending.length;
  }
}
