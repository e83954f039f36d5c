import type { OrderFileView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { requireDocumentReader } from '../../documents/document-access.js';
import { loadOrderFileViews } from './order-file-view.js';

/** The order's files, read like its trip: by its two sides and platform staff, else 404. */
export async function listOrderFiles(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<OrderFileView[]> {
  assertPermission(actor, 'read:order:party');
  await requireDocumentReader(db, actor, orderId);
  return loadOrderFileViews(db, orderId);
}
