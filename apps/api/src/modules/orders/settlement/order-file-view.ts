import type { OrderFileView } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { toOrderFileView } from '../trip/trip-view.js';
import { findOrderFileRows } from '../trip/trip-view-repo.js';

/** Every file of the order, oldest first, as the trip view lists them. */
export async function loadOrderFileViews(
  db: DbExecutor,
  orderId: string,
): Promise<OrderFileView[]> {
  return (await findOrderFileRows(db, orderId)).map(toOrderFileView);
}

/** One file of the order, as the upload answers it. */
export async function loadOrderFileView(
  db: DbExecutor,
  orderId: string,
  orderFileId: string,
): Promise<OrderFileView> {
  const view = (await loadOrderFileViews(db, orderId)).find((file) => file.id === orderFileId);
  if (!view) throw notFound();
  return view;
}
