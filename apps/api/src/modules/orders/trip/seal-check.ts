import {
  FileReviewStatus,
  GeneratedProblemCode,
  OrderFileType,
  OrderSide,
  sealNumbersMatch,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { RequestMeta } from '../../../platform/service-deps.js';
import { recordOrderAudit } from '../core/order-audit.js';
import type { OrderAccess } from '../core/order-access.js';
import { openProblemInTransaction } from '../problems/open-problem.js';
import { findOrderFile } from './order-file-repo.js';
import { noticeSealMismatch } from './trip-notices.js';

type OrderRow = OrderAccess['order'];

/** What the driver says with a seal number that differs from the loading one. */
export interface SealRecheck {
  /** The driver checked the seal again and typed the same number. */
  sealRechecked?: boolean;
  /** The order file of the seal photo sent with the re-checked number. */
  sealPhotoId?: string;
}

/**
 * A seal number other than the loading one is more often mistyped than tampered with, and a
 * CB case blocks payment: the first mismatch is refused (SEAL_RECHECK, which never tells the
 * recorded number) so the driver checks the seal and types it again. A re-checked mismatch goes
 * on only with a photo of the seal taken since departure from loading (SEAL_PHOTO_REQUIRED):
 * a SEAL_PHOTO of this order from the carrier side, uploaded after the departure was recorded
 * and not rejected. Throws before anything is written; a matching number passes.
 */
export async function assertSealRechecked(
  tx: DbExecutor,
  orderId: string,
  seals: { loadingNumber: string | null; unloadingNumber: string; departureRecordedAt: Date },
  recheck: SealRecheck,
): Promise<void> {
  const { loadingNumber, unloadingNumber, departureRecordedAt } = seals;
  if (loadingNumber === null || sealNumbersMatch(loadingNumber, unloadingNumber)) return;
  if (recheck.sealRechecked !== true) throw new AppError('SEAL_RECHECK');
  const photo = recheck.sealPhotoId ? await findOrderFile(tx, orderId, recheck.sealPhotoId) : null;
  const photoTakenSinceDeparture =
    photo !== null &&
    photo.type === OrderFileType.SEAL_PHOTO &&
    photo.side === OrderSide.CARRIER &&
    photo.status !== FileReviewStatus.REJECTED &&
    photo.createdAt.getTime() >= departureRecordedAt.getTime();
  if (!photoTakenSinceDeparture) throw new AppError('SEAL_PHOTO_REQUIRED');
}

/**
 * At unloading start the carrier enters the seal number found. When it is not the one put on
 * at loading (compared without case, spaces and dashes), a problem report goes to the CB in
 * the same transaction, which blocks payment until the CB decides; the mismatch is audited
 * and the CB and both parties are told.
 */
export async function checkSealAtUnloading(
  tx: DbExecutor,
  order: OrderRow,
  seals: { loadingNumber: string | null; unloadingNumber: string },
  context: { actorUserId: string; meta: RequestMeta },
): Promise<{ order: OrderRow; mails: MailMessage[] }> {
  const { loadingNumber, unloadingNumber } = seals;
  if (loadingNumber === null || sealNumbersMatch(loadingNumber, unloadingNumber)) {
    return { order, mails: [] };
  }
  const opened = await openProblemInTransaction(
    tx,
    order,
    {
      generated: {
        code: GeneratedProblemCode.SEAL_MISMATCH,
        params: { loadingNumber, unloadingNumber },
      },
      reportedBy: context.actorUserId,
    },
    context.meta,
  );
  await recordOrderAudit(tx, {
    actorUserId: context.actorUserId,
    orderId: order.id,
    action: 'trip.seal_mismatch',
    before: { sealNumber: loadingNumber },
    after: {
      ...(opened.problemId ? { problemId: opened.problemId } : {}),
      sealNumber: unloadingNumber,
    },
    meta: context.meta,
  });
  const mails = await noticeSealMismatch(tx, opened.order, { loadingNumber, unloadingNumber });
  return { order: opened.order, mails };
}
