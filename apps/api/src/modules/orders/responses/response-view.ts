import type { OrderResponseView } from '@freight/shared';
import type { DbExecutor, SqlCondition } from '../../../db/client.js';
import { driverFullName } from '../../fleet/drivers/driver-view.js';
import { personName } from '../order-repo.js';
import { findResponseViewRows, responseWithId, type ResponseViewRow } from './repo.js';

export function toResponseView(row: ResponseViewRow): OrderResponseView {
  const { response, carrier, driver, vehicle, author } = row;
  return {
    id: response.id,
    orderId: response.orderId,
    status: response.status,
    price: response.price,
    currency: response.currency,
    comment: response.comment,
    version: response.version,
    createdAt: response.createdAt.toISOString(),
    updatedAt: response.updatedAt.toISOString(),
    carrier,
    driver: {
      id: driver.id,
      name: driverFullName(driver),
      phone: driver.phone,
      rating: driver.rating,
      status: driver.status,
      blacklisted: driver.blacklisted,
    },
    vehicle,
    createdBy: { id: author.id, name: personName(author) },
  };
}

export async function loadResponseViews(
  db: DbExecutor,
  where: SqlCondition | undefined,
): Promise<OrderResponseView[]> {
  const rows = await findResponseViewRows(db, where);
  return rows.map(toResponseView);
}

export async function loadResponseView(db: DbExecutor, id: string): Promise<OrderResponseView> {
  const [view] = await loadResponseViews(db, responseWithId(id));
  if (!view) throw new Error(`response ${id} not found`);
  return view;
}
