import {
  FileReviewStatus,
  OrderSide,
  type FileReviewStatus as ReviewStatus,
  type OrderFileType,
} from '@freight/shared';
import { createHash, randomUUID } from 'node:crypto';
import type { App } from '../src/app.js';
import { files, orderFiles } from '../src/db/schema.js';
import type { SignedInAccount } from './company-factory.js';

/**
 * Order files written straight to the tables (a `files` row and an `order_files` row), for
 * the trip's tests that need a cargo photo, a seal photo or an invoice without going through
 * the upload endpoint. The bytes are not in the file store: these files are never downloaded.
 */
export type OrderFileRecord = typeof orderFiles.$inferSelect;

export async function insertOrderFile(
  app: App,
  values: {
    orderId: string;
    type: OrderFileType;
    uploader: SignedInAccount;
    side?: OrderSide;
    status?: ReviewStatus;
    rejectionReason?: string | null;
    reviewer?: SignedInAccount | null;
  },
): Promise<OrderFileRecord> {
  const db = app.database.db;
  const isPhoto = values.type === 'CARGO_PHOTO' || values.type === 'SEAL_PHOTO';
  const key = `test-order-file-${randomUUID()}`;
  const [file] = await db
    .insert(files)
    .values({
      companyId: values.uploader.user.companyId,
      kind: 'ORDER_FILE',
      originalName: isPhoto
        ? `${values.type.toLowerCase()}.jpg`
        : `${values.type.toLowerCase()}.pdf`,
      contentType: isPhoto ? 'image/jpeg' : 'application/pdf',
      size: 1024,
      sha256: createHash('sha256').update(key).digest('hex'),
      storageKey: key,
      uploadedBy: values.uploader.user.id,
    })
    .returning();
  if (!file) throw new Error('file not inserted');
  const status = values.status ?? FileReviewStatus.PENDING;
  const reviewed = status !== FileReviewStatus.PENDING;
  const [orderFile] = await db
    .insert(orderFiles)
    .values({
      orderId: values.orderId,
      fileId: file.id,
      type: values.type,
      status,
      side: values.side ?? OrderSide.CARRIER,
      uploadedBy: values.uploader.user.id,
      reviewedBy: reviewed ? (values.reviewer?.user.id ?? null) : null,
      reviewedAt: reviewed ? new Date() : null,
      rejectionReason: values.rejectionReason ?? null,
    })
    .returning();
  if (!orderFile) throw new Error('order file not inserted');
  return orderFile;
}

/** The cargo photo and the seal photo departure from loading needs, from the carrier side. */
export async function insertDeparturePhotos(
  app: App,
  orderId: string,
  uploader: SignedInAccount,
): Promise<void> {
  await insertOrderFile(app, { orderId, type: 'CARGO_PHOTO', uploader });
  await insertOrderFile(app, { orderId, type: 'SEAL_PHOTO', uploader });
}
