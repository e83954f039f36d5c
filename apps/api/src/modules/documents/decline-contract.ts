import {
  DocumentState,
  OrderAction,
  OrderParty,
  orderActionPermission,
  type ContractView,
  type DeclineContractRequest,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
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
import { findSignerFacts } from './contract-source-repo.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from './send-after-commit.js';
import { loadContractView } from './document-view.js';
import { findCurrentContract, setDocumentState } from './repo.js';

/**
 * Either side declines to sign, with a reason: the version is kept, marked declined, and the
 * order goes back to CARRIER_SELECTED, where the forwarder side may generate a new version.
 */
export async function declineContract(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: DeclineContractRequest,
  meta: RequestMeta,
): Promise<ContractView> {
  assertPermission(actor, orderActionPermission(OrderAction.DECLINE_CONTRACT));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const mails = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order, party } = access;
    const check = assertOrderAction(caller, access, OrderAction.DECLINE_CONTRACT);
    if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
    const contract = await findCurrentContract(tx, orderId);
    if (!contract) throw new AppError('CONTRACT_NOT_GENERATED');
    const declined = await setDocumentState(tx, contract.id, DocumentState.SIGNING, {
      state: DocumentState.DECLINED,
      declineReason: request.reason,
      declinedBy: caller.id,
      declinedAt: new Date(),
    });
    if (!declined) throw new AppError('VERSION_CONFLICT');
    const status = statusAfter(check, order.status);
    await moveOrderStatus(tx, orderId, request.version, status);
    const signer = await findSignerFacts(tx, caller.id);
    const companyName = signer?.companyName ?? '';
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'contract.declined',
      before: { status: order.status },
      after: {
        status,
        contractVersion: contract.versionNo,
        company: companyName,
        declineReason: request.reason,
      },
      meta,
    });
    const otherSide =
      party === OrderParty.OWNER_COMPANY ? order.selectedCarrierCompanyId : order.ownerCompanyId;
    return noticeContractEvent(tx, order, otherSide ? [otherSide] : [], {
      kind: 'declined',
      companyName,
      reason: request.reason,
    });
  });
  await sendAfterCommit(deps, mails);
  return loadContractView(db, orderId);
}
