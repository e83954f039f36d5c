import { PLATFORM_ROLES } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import { findFileById, type FileRecord } from '../../platform/files/repo.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { isOrderFileOfCallersOrder } from '../trip/order-file-access.js';
import { CHAT_ATTACHMENT_KIND, canReadChatAttachment } from '../chat/chat-attachments.js';

/**
 * Who may read a stored file: platform staff (the security service vets every document) and
 * the users of the company it belongs to. Anyone else gets 'not found', never 'forbidden',
 * so a foreign id reveals nothing. Staged uploads belong to no company yet. A driver's photo
 * and identity scan belong to the driver's carrier (its owner and logisticians read them).
 * A file attached to an order belongs to the uploader's company and is read by the order's
 * other party too (`isOrderFileOfCallersOrder`). A chat attachment is read by its uploader and
 * the members of its conversation only.
 */
export function canReadFile(actor: AuthUser, file: FileRecord): boolean {
  if (PLATFORM_ROLES.includes(actor.role)) return true;
  return file.companyId !== null && file.companyId === actor.companyId;
}

export async function getFileForDownload(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  fileId: string,
): Promise<FileRecord> {
  assertPermission(actor, 'read:file:party');
  const file = await findFileById(db, fileId);
  if (!file) throw notFound();
  // A chat attachment is private to its conversation, whatever the company or the role.
  if (file.kind === CHAT_ATTACHMENT_KIND) {
    if (!(await canReadChatAttachment(db, actor, file))) throw notFound();
    return file;
  }
  if (!canReadFile(actor, file) && !(await isOrderFileOfCallersOrder(db, actor, file.id))) {
    throw notFound();
  }
  return file;
}
