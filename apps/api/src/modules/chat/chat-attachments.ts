import type { ChatAttachment } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { CHAT_ATTACHMENT_KIND, insertFile } from '../../platform/files/repo.js';
import { toStoredFile } from '../../platform/files/stored-file.js';
import type { StoredBlob } from '../../platform/files/upload.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { requireAccess } from '../../platform/access/require-access.js';

/**
 * A member uploads a file to send with a message (the route has stored the checked bytes:
 * an image or a PDF, at most 10 MB). Until a message carries it, only the uploader reads it.
 */
export async function uploadChatAttachment(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  conversationId: string,
  blob: StoredBlob,
): Promise<ChatAttachment> {
  assertPermission(actor, 'send:chat_message:party');
  return db.transaction(async (tx) => {
    const [access] = await requireAccess(tx, actor, 'read:chat:party', [conversationId]);
    if (!access.canWrite) throw new AppError('CHAT_WRITE_CLOSED');
    const file = await insertFile(tx, {
      blob,
      kind: CHAT_ATTACHMENT_KIND,
      companyId: actor.companyId,
      uploadedBy: actor.id,
    });
    return toStoredFile(file);
  });
}
