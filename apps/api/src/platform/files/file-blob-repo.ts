import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fileBlobChunks, fileBlobs } from '../../db/schema.js';

export async function insertIncompleteBlob(db: Database, key: string): Promise<void> {
  await db.insert(fileBlobs).values({ key });
}

export async function insertBlobChunk(
  db: Database,
  key: string,
  seq: number,
  data: Buffer,
): Promise<void> {
  await db.insert(fileBlobChunks).values({ key, seq, data });
}

export async function completeBlob(
  db: Database,
  key: string,
  totals: { size: number; chunkCount: number },
): Promise<void> {
  await db
    .update(fileBlobs)
    .set({ ...totals, completedAt: new Date() })
    .where(eq(fileBlobs.key, key));
}

/** How many chunks a complete blob has, or null when there is no complete blob of the key. */
export async function findCompleteBlobChunkCount(
  db: Database,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ chunkCount: fileBlobs.chunkCount })
    .from(fileBlobs)
    .where(and(eq(fileBlobs.key, key), isNotNull(fileBlobs.completedAt)));
  return row ? row.chunkCount : null;
}

export async function findBlobChunk(
  db: Database,
  key: string,
  seq: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: fileBlobChunks.data })
    .from(fileBlobChunks)
    .where(and(eq(fileBlobChunks.key, key), eq(fileBlobChunks.seq, seq)));
  return row?.data ?? null;
}

/** Removes a blob with its chunks (they cascade). */
export async function deleteBlob(db: Database, key: string): Promise<void> {
  await db.delete(fileBlobs).where(eq(fileBlobs.key, key));
}

/** Removes blobs whose writer died before completing them; answers how many went. */
export async function deleteIncompleteBlobsBefore(db: Database, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(fileBlobs)
    .where(and(isNull(fileBlobs.completedAt), lt(fileBlobs.createdAt, cutoff)))
    .returning({ key: fileBlobs.key });
  return removed.length;
}
