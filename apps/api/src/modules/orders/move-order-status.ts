import type { OrderStatus } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { updateOrderIfVersion, type OrderRow } from './order-repo.js';

/**
 * Moves an order to `status` at the version the caller read, for the other areas whose
 * actions are order transitions (contracts, the trip): inside their transaction, after the
 * state machine allowed it. Someone else's change in between answers VERSION_CONFLICT.
 */
export async function moveOrderStatus(
  db: DbExecutor,
  orderId: string,
  expectedVersion: number,
  status: OrderStatus,
): Promise<OrderRow> {
  const updated = await updateOrderIfVersion(db, orderId, expectedVersion, { status });
  if (!updated) throw new AppError('VERSION_CONFLICT');
  return updated;
}
