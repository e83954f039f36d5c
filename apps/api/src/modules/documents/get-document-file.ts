import type { ServiceDeps } from '../../platform/service-deps.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import { findFileById, type FileRecord } from '../../platform/files/repo.js';
import { requireDocumentReader } from './document-access.js';
import { findDocumentById } from './repo.js';

/** The stored PDF of a document, for whoever may read its order's documents; 404 otherwise. */
export async function getDocumentFile(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  documentId: string,
): Promise<FileRecord> {
  assertPermission(actor, 'read:document:party');
  const document = await findDocumentById(db, documentId);
  if (!document) throw notFound();
  await requireDocumentReader(db, actor, document.orderId);
  const file = await findFileById(db, document.fileId);
  if (!file) throw notFound();
  return file;
}
