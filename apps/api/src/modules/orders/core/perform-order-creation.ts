import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { loadOrderCaller, type OrderCaller } from './order-access.js';

/** The caller creating an order, with the company the order will belong to. */
export type OrderCreator = OrderCaller & { companyId: string };

/**
 * The executor of the one order action that has no order yet (`performOrderAction` runs
 * every other): the permission, then the caller and their company's standing, then the
 * creation itself — which writes the order, its route and its audit row in one statement.
 */
export async function performOrderCreation<View>(
  db: DbExecutor,
  actor: AuthUser,
  create: (creator: OrderCreator) => Promise<View>,
): Promise<View> {
  assertPermission(actor, 'create:order:own');
  const caller = await loadOrderCaller(db, actor);
  if (!caller.companyApproved) throw new AppError('REGISTRATION_NOT_APPROVED');
  const { companyId } = caller;
  if (!companyId) throw new AppError('ORDER_ACTION_FORBIDDEN_FOR_ROLE');
  return create({ ...caller, companyId });
}
