import { assertPermission } from '../../platform/auth/guard.js';
import {
  DocumentKind,
  DocumentState,
  OrderAction,
  orderActionPermission,
  type ContractView,
  type GenerateContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keepBlobIfRecorded } from '../../platform/files/upload.js';
import type { RequestMeta } from '../../platform/service-deps.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import { renderContractForSource } from './contract-rendering.js';
import { noticeContractEvent } from './contract-notices.js';
import { findContractSource } from './contract-source-repo.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from './send-after-commit.js';
import { loadContractView } from './document-view.js';
import { findCurrentContract, insertNextDocument, setDocumentState } from './repo.js';
import { putGeneratedPdf, recordGeneratedPdf } from './stored-pdf.js';

/**
 * The forwarder side generates the transport contract of an order whose carrier is chosen, or
 * a new version before anyone signed. The PDF is rendered from the data read at the version the
 * user saw, outside the transaction (it takes a while); the transaction then checks that the
 * order is still at that version, supersedes the previous version, registers the new one with
 * its SHA-256 and moves the order to CONTRACT_SIGNING.
 */
export async function generateContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: GenerateContractRequest,
  meta: RequestMeta,
): Promise<ContractView> {
  assertPermission(actor, orderActionPermission(OrderAction.GENERATE_CONTRACT));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const before = await requireVisibleOrder(db, caller, orderId);
  assertOrderAction(caller, before, OrderAction.GENERATE_CONTRACT);
  if (before.order.version !== request.version) throw new AppError('VERSION_CONFLICT');
  const source = await findContractSource(db, orderId);
  if (!source) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED');

  const languages = request.languages ?? 'kz+ru';
  const bytes = await renderContractForSource(source, languages, new Date()).catch(
    (error: unknown) => {
      deps.log.error({ err: error, orderId }, 'contract not generated');
      throw new AppError('DOCUMENT_GENERATION_FAILED', {
        details: { reason: error instanceof Error ? error.message : String(error) },
      });
    },
  );
  const blob = await putGeneratedPdf(deps.files, bytes, `contract-${source.order.number}.pdf`);

  const mails = await keepBlobIfRecorded(deps.files, blob, () =>
    db.transaction(async (tx) => {
      const access = await requireVisibleOrder(tx, caller, orderId, 'update');
      const { order } = access;
      const check = assertOrderAction(caller, access, OrderAction.GENERATE_CONTRACT);
      if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
      const previous = await findCurrentContract(tx, orderId);
      if (previous) {
        await setDocumentState(tx, previous.id, DocumentState.SIGNING, {
          state: DocumentState.SUPERSEDED,
          supersededAt: new Date(),
        });
      }
      const file = await recordGeneratedPdf(tx, blob, order.ownerCompanyId, caller.id);
      const document = await insertNextDocument(tx, {
        orderId,
        kind: DocumentKind.CONTRACT,
        state: DocumentState.SIGNING,
        languages,
        fileId: file.id,
        sha256: blob.sha256,
        forwarderCompanyId: order.ownerCompanyId,
        carrierCompanyId: order.selectedCarrierCompanyId,
        createdBy: caller.id,
      });
      const status = statusAfter(check, order.status);
      await moveOrderStatus(tx, orderId, request.version, status);
      await recordOrderAudit(tx, {
        actorUserId: caller.id,
        orderId,
        action: 'contract.generated',
        before: {
          status: order.status,
          ...(previous ? { contractVersion: previous.versionNo } : {}),
        },
        after: {
          status,
          contractVersion: document.versionNo,
          languages,
          documentSha256: document.sha256,
        },
        meta,
      });
      return noticeContractEvent(
        tx,
        order,
        order.selectedCarrierCompanyId ? [order.selectedCarrierCompanyId] : [],
        { kind: 'generated', versionNo: document.versionNo },
      );
    }),
  );
  await sendAfterCommit(deps, mails);
  return loadContractView(db, orderId);
}
