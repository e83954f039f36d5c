import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { findOrderPartiesOfFile } from './order-file-repo.js';

/**
 * Whether a company user may read a stored file because it is attached to an order: the
 * users of the order's owner company and of its selected carrier. Platform staff and the
 * uploader's own company are admitted by the files module already.
 */
export async function isOrderFileOfCallersOrder(
  db: DbExecutor,
  actor: AuthUser,
  fileId: string,
): Promise<boolean> {
  if (!actor.companyId) return false;
  const parties = await findOrderPartiesOfFile(db, fileId);
  if (!parties) return false;
  return (
    parties.ownerCompanyId === actor.companyId ||
    parties.selectedCarrierCompanyId === actor.companyId
  );
}
