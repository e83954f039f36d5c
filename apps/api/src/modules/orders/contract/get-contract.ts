import type { ContractView } from '@freight/shared';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { requireDocumentReader } from '../../documents/document-access.js';
import { loadContractView } from '../../documents/document-view.js';

/** The contract section of an order, for its parties and the platform's staff. */
export async function getContract(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<ContractView> {
  assertPermission(actor, 'read:document:party');
  await requireDocumentReader(db, actor, orderId);
  return loadContractView(db, orderId);
}
