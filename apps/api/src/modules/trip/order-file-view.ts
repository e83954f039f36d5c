import type { OrderFileView } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../platform/errors/app-error.js';
import { findOrderFileDetails, type OrderFileDetailRow } from './order-file-repo.js';

const nameOf = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** An order file as the API shows it: its stored file, its side and its review. */
export function toOrderFileView(row: OrderFileDetailRow): OrderFileView {
  const { orderFile, file } = row;
  return {
    id: orderFile.id,
    type: orderFile.type,
    status: orderFile.status,
    side: orderFile.side,
    file: {
      id: file.id,
      kind: file.kind,
      originalName: file.originalName,
      contentType: file.contentType,
      size: file.size,
      uploadedAt: file.createdAt.toISOString(),
    },
    uploadedBy: {
      id: orderFile.uploadedBy,
      name: nameOf(row.uploaderFirstName, row.uploaderLastName),
    },
    uploadedAt: orderFile.createdAt.toISOString(),
    reviewedBy: orderFile.reviewedBy
      ? {
          id: orderFile.reviewedBy,
          name: nameOf(row.reviewerFirstName ?? '', row.reviewerLastName ?? ''),
        }
      : null,
    reviewedAt: orderFile.reviewedAt?.toISOString() ?? null,
    rejectionReason: orderFile.rejectionReason,
    version: orderFile.version,
  };
}

/** Every file of the order, oldest first. */
export async function loadOrderFileViews(
  db: DbExecutor,
  orderId: string,
): Promise<OrderFileView[]> {
  return (await findOrderFileDetails(db, orderId)).map(toOrderFileView);
}

export async function loadOrderFileView(
  db: DbExecutor,
  orderId: string,
  orderFileId: string,
): Promise<OrderFileView> {
  const [row] = await findOrderFileDetails(db, orderId, orderFileId);
  if (!row) throw notFound();
  return toOrderFileView(row);
}
