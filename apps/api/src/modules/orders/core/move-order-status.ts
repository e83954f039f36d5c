import type { OrderStatus } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { updateOrderIfVersion, type OrderRow } from './order-repo.js';
import { settleStatusChange, type SettledStatusChange } from './settle-status-change.js';

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

/**
 * The same for a move that settles what else the new status undoes (settle-status-change.ts):
 * completing an order declines the responses still waiting and closes a pending deletion
 * request, as the CB's decisions do. Answers the moved order and, for the audit, the effects.
 */
export async function moveOrderStatusSettled(
  db: DbExecutor,
  order: OrderRow,
  status: OrderStatus,
  decision: { actorId: string; comment: string | null },
): Promise<{ order: OrderRow; effects: SettledStatusChange['effects'] }> {
  const settled = await settleStatusChange(db, order, status, decision);
  const updated = await updateOrderIfVersion(db, order.id, order.version, settled.changes);
  if (!updated) throw new AppError('VERSION_CONFLICT');
  return { order: updated, effects: settled.effects };
}
