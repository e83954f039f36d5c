import {
  DocumentKind,
  DocumentState,
  OrderAction,
  type ContractView,
  type GenerateContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { renderContractForSource } from '../../documents/contract-rendering.js';
import { noticeContractEvent } from './contract-notices.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { loadContractView } from '../../documents/document-view.js';
import { loadCurrentContract } from '../core/contract-facts.js';
import { putGeneratedPdf, recordGeneratedPdf } from '../../documents/stored-pdf.js';
import { registry } from '../../documents/registry.js';

/**
 * The forwarder side generates the transport contract of an order whose carrier is chosen, or
 * a new version before anyone signed. The PDF is rendered from the data read at the version the
 * user saw, outside the transaction (it takes a while); the transaction then checks that the
 * order is still at that version, supersedes the previous version, registers the new one with
 * its SHA-256 and moves the order to CONTRACT_SIGNING.
 */
export function generateContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: GenerateContractRequest,
  meta: RequestMeta,
): Promise<ContractView> {
  const languages = request.languages ?? 'kz+ru';
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.GENERATE_CONTRACT,
    meta,
    version: request.version,
    judgeBeforePrepare: true,
    async prepare({ db, removeOnFailure }) {
      const source = await registry.contractSourceOf(db, orderId);
      if (!source) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED');
      const bytes = await renderContractForSource(source, languages, new Date()).catch(
        (error: unknown) => {
          deps.log.error({ err: error, orderId }, 'contract not generated');
          throw new AppError('DOCUMENT_GENERATION_FAILED', {
            details: { reason: error instanceof Error ? error.message : String(error) },
          });
        },
      );
      const blob = await putGeneratedPdf(deps.files, bytes, `contract-${source.order.number}.pdf`);
      removeOnFailure(blob);
      return blob;
    },
    async change(tx, { caller, access: { order }, status, prepared: blob, moveStatus, audit }) {
      const previous = await loadCurrentContract(tx, orderId);
      if (previous) {
        await registry.moveDocumentState(tx, previous.id, DocumentState.SIGNING, {
          state: DocumentState.SUPERSEDED,
          supersededAt: new Date(),
        });
      }
      const file = await recordGeneratedPdf(tx, blob, order.ownerCompanyId, caller.id);
      const document = await registry.registerDocument(tx, {
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
      await moveStatus();
      await audit('contract.generated', {
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
      });
      const mails = await noticeContractEvent(
        tx,
        order,
        order.selectedCarrierCompanyId ? [order.selectedCarrierCompanyId] : [],
        { kind: 'generated', versionNo: document.versionNo },
      );
      return { mails };
    },
    view: (db) => loadContractView(db, orderId),
  });
}
