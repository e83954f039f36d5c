import {
  DocumentKind,
  DocumentState,
  OrderAction,
  OrderParty,
  orderActionPermission,
  OrderStatus,
  SignatureSide,
  type ContractView,
  type SignContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { RequestMeta } from '../../platform/service-deps.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import { noticeContractEvent } from './contract-notices.js';
import { renderSignedCopyFor } from './contract-rendering.js';
import { findSignerFacts } from './contract-source-repo.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from './send-after-commit.js';
import { loadContractView } from './document-view.js';
import { readStoredDocument } from './read-stored-document.js';
import {
  findCurrentContract,
  findSignatures,
  insertNextDocument,
  insertSignature,
  setDocumentState,
} from './repo.js';
import { putGeneratedPdf, recordGeneratedPdf } from './stored-pdf.js';
import type { StoredBlob } from '../../platform/files/upload.js';

const sideOf = (party: OrderParty) =>
  party === OrderParty.OWNER_COMPANY ? SignatureSide.FORWARDER : SignatureSide.CARRIER;

/**
 * One side signs the contract version it saw. The order row is locked for the transaction, so
 * two sides signing at once are taken in turn: the first records its signature, the second
 * finds it, records its own, and moves the order to CONTRACT_SIGNED with the signed copy (the
 * contract plus a signature page with a QR code to `/verify`) registered beside the original.
 * A signature on a hash other than the current version's is refused (CONTRACT_CHANGED).
 */
export async function signContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: SignContractRequest,
  meta: RequestMeta & { verifyUrlBase: string },
): Promise<ContractView> {
  assertPermission(actor, orderActionPermission(OrderAction.SIGN_CONTRACT));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const stored: StoredBlob[] = [];
  let mails: MailMessage[];
  try {
    mails = await db.transaction(async (tx) => {
      const access = await requireVisibleOrder(tx, caller, orderId, 'update');
      const { order, party } = access;
      const check = assertOrderAction(caller, access, OrderAction.SIGN_CONTRACT);
      const contract = await findCurrentContract(tx, orderId);
      if (!contract || contract.state !== DocumentState.SIGNING) {
        throw new AppError('CONTRACT_NOT_GENERATED');
      }
      if (contract.sha256 !== request.documentSha256) throw new AppError('CONTRACT_CHANGED');
      if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
      const signer = await findSignerFacts(tx, caller.id);
      if (!signer) throw new AppError('ACCESS_DENIED');
      const side = sideOf(party);
      const signerName = [signer.lastName, signer.firstName, signer.middleName]
        .filter(Boolean)
        .join(' ');
      await insertSignature(tx, {
        documentId: contract.id,
        orderId,
        side,
        userId: caller.id,
        companyId: signer.companyId,
        signerName,
        signerPosition: signer.signatoryPosition,
        companyName: signer.companyName,
        companyBin: signer.companyBin,
        ip: meta.ip,
        userAgent: meta.userAgent,
        documentSha256: contract.sha256,
      });
      await recordOrderAudit(tx, {
        actorUserId: caller.id,
        orderId,
        action: 'contract.signed',
        after: {
          side,
          signer: signerName,
          company: signer.companyName,
          contractVersion: contract.versionNo,
          documentSha256: contract.sha256,
        },
        meta,
      });
      const otherSide =
        side === SignatureSide.FORWARDER ? order.selectedCarrierCompanyId : order.ownerCompanyId;
      const status = statusAfter(check, order.status);
      if (status !== OrderStatus.CONTRACT_SIGNED) {
        return noticeContractEvent(tx, order, otherSide ? [otherSide] : [], {
          kind: 'signed',
          companyName: signer.companyName,
        });
      }

      // The second signature: the signed copy, then the order moves on.
      const signatures = await findSignatures(tx, [contract.id]);
      const original = await readStoredDocument(tx, deps.files, contract.fileId);
      const signedBytes = await renderSignedCopyFor(original, {
        orderNumber: order.number,
        documentSha256: contract.sha256,
        signatures,
        languages: contract.languages,
        verifyUrl: `${meta.verifyUrlBase}?sha256=${contract.sha256}`,
      });
      const blob = await putGeneratedPdf(
        deps.files,
        signedBytes,
        `contract-${order.number}-signed.pdf`,
      );
      stored.push(blob);
      const file = await recordGeneratedPdf(tx, blob, order.ownerCompanyId, caller.id);
      await setDocumentState(tx, contract.id, DocumentState.SIGNING, {
        state: DocumentState.SIGNED,
      });
      const copy = await insertNextDocument(tx, {
        orderId,
        kind: DocumentKind.SIGNED_CONTRACT,
        state: DocumentState.SIGNED,
        languages: contract.languages,
        fileId: file.id,
        sha256: blob.sha256,
        forwarderCompanyId: contract.forwarderCompanyId,
        carrierCompanyId: contract.carrierCompanyId,
        sourceDocumentId: contract.id,
        createdBy: caller.id,
      });
      await moveOrderStatus(tx, orderId, order.version, status);
      await recordOrderAudit(tx, {
        actorUserId: caller.id,
        orderId,
        action: 'contract.completed',
        before: { status: order.status },
        after: { status, contractVersion: contract.versionNo, documentSha256: copy.sha256 },
        meta,
      });
      const parties = [order.ownerCompanyId, order.selectedCarrierCompanyId].filter(
        (id): id is string => id !== null,
      );
      return noticeContractEvent(tx, order, parties, { kind: 'completed' });
    });
  } catch (error) {
    await Promise.all(stored.map((blob) => deps.files.remove(blob.key)));
    throw error;
  }
  await sendAfterCommit(deps, mails);
  return loadContractView(db, orderId);
}
