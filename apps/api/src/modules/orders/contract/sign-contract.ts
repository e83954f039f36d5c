import {
  DocumentKind,
  DocumentState,
  OrderAction,
  OrderParty,
  OrderStatus,
  SignatureSide,
  type ContractView,
  type SignContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { loadCurrentContract } from '../core/contract-facts.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { noticeContractEvent } from './contract-notices.js';
import { loadContractView } from '../../documents/document-view.js';
import { prepareSignedCopy, signatureOf, signedCopyStillHolds } from './signed-copy.js';
import { recordGeneratedPdf } from '../../documents/stored-pdf.js';
import { registry } from '../../documents/registry.js';

const sideOf = (party: OrderParty) =>
  party === OrderParty.OWNER_COMPANY ? SignatureSide.FORWARDER : SignatureSide.CARRIER;

/**
 * One side signs the contract version it saw. The order row is locked for the transaction, so
 * two sides signing at once are taken in turn: the first records its signature, the second
 * finds it, records its own, and moves the order to CONTRACT_SIGNED with the signed copy (the
 * contract plus a signature page with a QR code to `/verify`) registered beside the original.
 * A signature on a hash other than the current version's is refused (CONTRACT_CHANGED).
 *
 * The signed copy takes a while to render, so it is rendered before the lock, when the order
 * read unlocked shows this signature completes the contract; the transaction then checks that
 * the contract and its signatures are still those rendered from. When they are not (the other
 * side signed meanwhile, so this signature completes after all), it is rendered once more.
 */
export function signContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: SignContractRequest,
  meta: RequestMeta & { verifyUrlBase: string },
): Promise<ContractView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.SIGN_CONTRACT,
    meta,
    version: request.version,
    // A contract changed under the caller is refused before a stale version is.
    async verify(tx) {
      const contract = await loadCurrentContract(tx, orderId);
      if (!contract || contract.state !== DocumentState.SIGNING) {
        throw new AppError('CONTRACT_NOT_GENERATED');
      }
      if (contract.sha256 !== request.documentSha256) throw new AppError('CONTRACT_CHANGED');
      return contract;
    },
    judgeBeforePrepare: true,
    async prepare({ caller, judged, removeOnFailure }) {
      if (!judged || judged.status !== OrderStatus.CONTRACT_SIGNED) return null;
      const { access, verified: contract } = judged;
      const signer = { userId: caller.id, side: sideOf(access.party) };
      const copy = await prepareSignedCopy(deps, access.order, contract, signer, meta);
      removeOnFailure(copy.blob);
      return copy;
    },
    stillPrepared: (tx, { status, verified: contract, prepared }) =>
      status !== OrderStatus.CONTRACT_SIGNED
        ? Promise.resolve(prepared === null)
        : prepared
          ? signedCopyStillHolds(tx, contract, prepared)
          : Promise.resolve(false),
    async change(tx, ctx) {
      const { caller, access, status, verified: contract, prepared: copy } = ctx;
      const { order, party } = access;
      const side = sideOf(party);
      const signer = { userId: caller.id, side, signedAt: new Date() };
      const signature = copy?.signature ?? (await signatureOf(tx, contract, signer, meta));
      if (!signature) throw new AppError('ACCESS_DENIED');
      // The first signature is stamped by the database; the completing one with the time on its copy.
      const { signedAt: _signedAt, ...stamped } = signature;
      await registry.recordSignature(tx, copy ? signature : stamped);
      await ctx.audit('contract.signed', {
        after: {
          side,
          signer: signature.signerName,
          company: signature.companyName,
          contractVersion: contract.versionNo,
          documentSha256: contract.sha256,
        },
      });
      const otherSide =
        side === SignatureSide.FORWARDER ? order.selectedCarrierCompanyId : order.ownerCompanyId;
      if (status !== OrderStatus.CONTRACT_SIGNED || !copy) {
        const mails = await noticeContractEvent(tx, order, otherSide ? [otherSide] : [], {
          kind: 'signed',
          companyName: signature.companyName,
        });
        return { mails };
      }

      // The second signature: the signed copy rendered before the lock, then the order moves on.
      const file = await recordGeneratedPdf(tx, copy.blob, order.ownerCompanyId, caller.id);
      await registry.moveDocumentState(tx, contract.id, DocumentState.SIGNING, {
        state: DocumentState.SIGNED,
      });
      const signedCopy = await registry.registerDocument(tx, {
        orderId,
        kind: DocumentKind.SIGNED_CONTRACT,
        state: DocumentState.SIGNED,
        languages: contract.languages,
        fileId: file.id,
        sha256: copy.blob.sha256,
        forwarderCompanyId: contract.forwarderCompanyId,
        carrierCompanyId: contract.carrierCompanyId,
        sourceDocumentId: contract.id,
        createdBy: caller.id,
      });
      await ctx.moveStatus();
      await ctx.audit('contract.completed', {
        before: { status: order.status },
        after: { status, contractVersion: contract.versionNo, documentSha256: signedCopy.sha256 },
      });
      const parties = [order.ownerCompanyId, order.selectedCarrierCompanyId].filter(
        (id): id is string => id !== null,
      );
      return { mails: await noticeContractEvent(tx, order, parties, { kind: 'completed' }) };
    },
    view: (db) => loadContractView(db, orderId),
  });
}
