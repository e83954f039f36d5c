import type { StoredFile } from '@freight/shared';
import type { FileRecord } from './repo.js';

/** A stored file as views show it (`storedFileSchema`): its name, type, size and upload time. */
export function toStoredFile(file: FileRecord): StoredFile {
  return {
    id: file.id,
    kind: file.kind,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.createdAt.toISOString(),
  };
}
