import {
  DocumentState,
  OrderAction,
  OrderParty,
  type ContractView,
  type DeclineContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { noticeContractEvent } from './contract-notices.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { loadContractView } from '../../documents/document-view.js';
import { loadCurrentContract } from '../core/contract-facts.js';
import { registry } from '../../documents/registry.js';

/**
 * Either side declines to sign, with a reason: the version is kept, marked declined, and the
 * order goes back to CARRIER_SELECTED, where the forwarder side may generate a new version.
 */
export function declineContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: DeclineContractRequest,
  meta: RequestMeta,
): Promise<ContractView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.DECLINE_CONTRACT,
    meta,
    version: request.version,
    async change(tx, { caller, access: { order, party }, status, moveStatus, audit }) {
      const contract = await loadCurrentContract(tx, orderId);
      if (!contract) throw new AppError('CONTRACT_NOT_GENERATED');
      const declined = await registry.moveDocumentState(tx, contract.id, DocumentState.SIGNING, {
        state: DocumentState.DECLINED,
        declineReason: request.reason,
        declinedBy: caller.id,
        declinedAt: new Date(),
      });
      if (!declined) throw new AppError('VERSION_CONFLICT');
      await moveStatus();
      const signer = await registry.signerFactsOf(tx, caller.id);
      const companyName = signer?.companyName ?? '';
      await audit('contract.declined', {
        before: { status: order.status },
        after: {
          status,
          contractVersion: contract.versionNo,
          company: companyName,
          declineReason: request.reason,
        },
      });
      const otherSide =
        party === OrderParty.OWNER_COMPANY ? order.selectedCarrierCompanyId : order.ownerCompanyId;
      const mails = await noticeContractEvent(tx, order, otherSide ? [otherSide] : [], {
        kind: 'declined',
        companyName,
        reason: request.reason,
      });
      return { mails };
    },
    view: (db) => loadContractView(db, orderId),
  });
}
