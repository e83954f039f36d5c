import type { AuthUser } from '../../platform/auth/access-token.js';
import { requireAccess } from '../../platform/access/require-access.js';
import type { FileRecord } from '../../platform/files/repo.js';
import type { ServiceDeps } from '../../platform/service-deps.js';

/**
 * A stored file for download, if the caller may read it (`read:file:party`, the access rules'
 * `readsFile`); anyone else gets 'not found', never 'forbidden', so a foreign id reveals
 * nothing. The file is read once, by the rule that decides.
 */
export async function getFileForDownload(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  fileId: string,
): Promise<FileRecord> {
  const [file] = await requireAccess(db, actor, 'read:file:party', [fileId]);
  return file;
}
