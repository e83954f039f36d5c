import {
  IMAGE_CONTENT_TYPES,
  OrderAction,
  orderActionPermission,
  PHOTO_ORDER_FILE_TYPES,
  uploadableOrderFileTypeSchema,
  ValidationMessage,
  type OrderFileView,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { insertFile } from '../../platform/files/repo.js';
import type { StoredBlob } from '../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import {
  assertOrderAction,
  loadOrderCaller,
  orderSideOf,
  requireVisibleOrder,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { insertOrderFile } from './order-file-repo.js';
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
export async function uploadOrderFile(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  upload: { type: string | undefined; blob: StoredBlob },
  meta: RequestMeta,
): Promise<OrderFileView> {
  assertPermission(actor, orderActionPermission(OrderAction.UPLOAD_FILE));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const type = readFileType(upload.type);
  const { orderFileId, mails } = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order, party } = access;
    assertOrderAction(caller, access, OrderAction.UPLOAD_FILE);
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
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'file.uploaded',
      after: { fileType: type, fileName: file.originalName, side },
      meta,
    });
    const mails = await noticeSettlementEvent(tx, order, [otherSideCompanyId(order, side)], {
      kind: 'fileUploaded',
      fileType: type,
    });
    return { orderFileId: orderFile.id, mails };
  });
  await sendAfterCommit(deps, mails);
  return loadOrderFileView(db, orderId, orderFileId);
}
