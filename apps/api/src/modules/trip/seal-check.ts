import { GeneratedProblemCode, sealNumbersMatch } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { RequestMeta } from '../../platform/service-deps.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import type { OrderAccess } from '../orders/order-access.js';
import { openProblemInTransaction } from '../orders/problems/open-problem.js';
import { noticeSealMismatch } from './trip-notices.js';

type OrderRow = OrderAccess['order'];

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
