import {
  IMAGE_CONTENT_TYPES,
  OrderAction,
  PHOTO_ORDER_FILE_TYPES,
  uploadableOrderFileTypeSchema,
  ValidationMessage,
  type OrderFileView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { insertFile } from '../../../platform/files/repo.js';
import type { StoredBlob } from '../../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { orderSideOf } from '../core/order-access.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { insertOrderFile } from '../trip/order-file-repo.js';
import { loadOrderFileView } from './order-file-view.js';
import { otherSideCompanyId } from './order-sides.js';
import { noticeSettlementEvent } from './settlement-notices.js';

/** `files.kind` of every order file; the uploader's company owns the row. */
const ORDER_FILE_KIND = 'ORDER_FILE';

/** The form's `type` field, read with the shared schema; a missing or unknown one is a 400. */
function readFileType(raw: string | undefined) {
  const parsed = uploadableOrderFileTypeSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { type: parsed.error.issues[0]?.message ?? ValidationMessage.REQUIRED },
    });
  }
  return parsed.data;
}

/**
 * A party attaches a file to the order during the trip (UPLOAD_FILE). The route has stored the
 * checked bytes (a PDF or an image, at most 10 MB); photos must be images. The `files` row
 * belongs to the uploader's company, the order file to its side, pending the other side's
 * review. The route removes the stored bytes again when this fails.
 */
export function uploadOrderFile(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  upload: { type: string | undefined; blob: StoredBlob },
  meta: RequestMeta,
): Promise<OrderFileView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.UPLOAD_FILE,
    meta,
    // The form's type is read once the caller is known, before the order is.
    prepare: () => Promise.resolve(readFileType(upload.type)),
    async change(tx, { caller, access: { order, party }, prepared: type, audit }) {
      const side = orderSideOf(party);
      if (!side || !caller.companyId) throw new AppError('ORDER_ACTION_FORBIDDEN_FOR_PARTY');
      if (
        PHOTO_ORDER_FILE_TYPES.includes(type) &&
        !IMAGE_CONTENT_TYPES.some((contentType) => contentType === upload.blob.contentType)
      ) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', {
          fields: { file: ValidationMessage.FILE_TYPE },
        });
      }
      const file = await insertFile(tx, {
        blob: upload.blob,
        kind: ORDER_FILE_KIND,
        companyId: caller.companyId,
        uploadedBy: caller.id,
      });
      const orderFile = await insertOrderFile(tx, {
        orderId,
        fileId: file.id,
        type,
        side,
        uploadedBy: caller.id,
      });
      await audit('file.uploaded', {
        after: { fileType: type, fileName: file.originalName, side },
      });
      const mails = await noticeSettlementEvent(tx, order, [otherSideCompanyId(order, side)], {
        kind: 'fileUploaded',
        fileType: type,
      });
      return { result: orderFile.id, mails };
    },
    view: (db, _caller, { result: orderFileId }) => loadOrderFileView(db, orderId, orderFileId),
  });
}
