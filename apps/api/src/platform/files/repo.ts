import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { files } from '../../db/schema.js';
import type { StoredBlob } from './upload.js';

export type FileRecord = typeof files.$inferSelect;

export interface NewFileRecord {
  blob: StoredBlob;
  kind: string;
  companyId: string | null;
  uploadedBy: string | null;
}

export async function insertFile(db: DbExecutor, record: NewFileRecord): Promise<FileRecord> {
  const [row] = await db
    .insert(files)
    .values({
      kind: record.kind,
      companyId: record.companyId,
      uploadedBy: record.uploadedBy,
      originalName: record.blob.originalName,
      contentType: record.blob.contentType,
      size: record.blob.size,
      sha256: record.blob.sha256,
      storageKey: record.blob.key,
    })
    .returning();
  if (!row) throw new Error('insert into files returned nothing');
  return row;
}

export async function findFileById(db: DbExecutor, id: string): Promise<FileRecord | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}
