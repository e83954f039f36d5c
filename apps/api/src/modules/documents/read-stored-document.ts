import type { DbExecutor } from '../../db/client.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { findFileById } from '../../platform/files/repo.js';
import { AppError } from '../../platform/errors/app-error.js';

/** The bytes of a stored document, whole (a contract is a few hundred kilobytes at most). */
export async function readStoredDocument(
  db: DbExecutor,
  store: FileStore,
  fileId: string,
): Promise<Uint8Array> {
  const file = await findFileById(db, fileId);
  const stream = file ? await store.open(file.storageKey) : null;
  if (!stream) throw new AppError('NOT_FOUND');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
