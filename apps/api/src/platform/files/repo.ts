import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companyDocuments, files } from '../../db/schema.js';

/** Bytes that reached the store, checked and measured, not yet described by a `files` row. */
export interface StoredBlob {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export type FileRecord = typeof files.$inferSelect;

/** `files.kind` of a chat attachment; the sender's company owns the row. */
export const CHAT_ATTACHMENT_KIND = 'CHAT_ATTACHMENT';

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

/**
 * Deletes the registration uploads that no registration claimed before `stagedBefore`: no
 * company, no uploader, no document row. A registration that claims one meanwhile locks and
 * changes its row first, so the delete skips it. Answers the store keys of the deleted rows.
 */
export async function deleteUnclaimedUploads(
  db: DbExecutor,
  stagedBefore: Date,
): Promise<string[]> {
  const deleted = await db
    .delete(files)
    .where(
      and(
        isNull(files.companyId),
        isNull(files.uploadedBy),
        lt(files.createdAt, stagedBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(companyDocuments)
            .where(eq(companyDocuments.fileId, files.id)),
        ),
      ),
    )
    .returning({ key: files.storageKey });
  return deleted.map((row) => row.key);
}
