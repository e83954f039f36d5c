import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import {
  completeBlob,
  deleteBlob,
  findBlobChunk,
  findCompleteBlobChunkCount,
  insertBlobChunk,
  insertIncompleteBlob,
} from './file-blob-repo.js';
import { isStoreKey, newStoreKey, type FileStore } from './file-store.js';

/**
 * Bytes per chunk row: small enough to keep a few in memory per upload, large enough that a
 * 10 MB file is a few dozen rows.
 */
const CHUNK_BYTES = 256 * 1024;

/**
 * Files in PostgreSQL (FILE_STORE=postgres), so that every API instance reads what any other
 * wrote. The bytes are streamed in as bounded chunks, one insert each, outside a transaction
 * (a slow upload holds no connection between chunks); the blob counts only once completed.
 */
export function createPostgresFileStore(db: Database): FileStore {
  return {
    async put(source) {
      const key = newStoreKey();
      await insertIncompleteBlob(db, key);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let chunkCount = 0;
      const flush = async (data: Buffer) => {
        await insertBlobChunk(db, key, chunkCount, data);
        chunkCount += 1;
      };
      try {
        for await (const piece of source as AsyncIterable<Buffer | string>) {
          const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
          pending.push(bytes);
          pendingBytes += bytes.length;
          size += bytes.length;
          while (pendingBytes >= CHUNK_BYTES) {
            const joined = Buffer.concat(pending);
            await flush(joined.subarray(0, CHUNK_BYTES));
            const rest = joined.subarray(CHUNK_BYTES);
            pending = rest.length > 0 ? [rest] : [];
            pendingBytes = rest.length;
          }
        }
        if (pendingBytes > 0) await flush(Buffer.concat(pending));
        await completeBlob(db, key, { size, chunkCount });
      } catch (error) {
        await deleteBlob(db, key);
        throw error;
      }
      return key;
    },
    async open(key) {
      if (!isStoreKey(key)) return null;
      const chunkCount = await findCompleteBlobChunkCount(db, key);
      if (chunkCount === null) return null;
      // One chunk at a time, as the reader asks for more: memory stays bounded by a chunk.
      return Readable.from(
        (async function* () {
          for (let seq = 0; seq < chunkCount; seq += 1) {
            const data = await findBlobChunk(db, key, seq);
            if (!data) throw new Error(`file store chunk ${seq} of ${key} is missing`);
            yield data;
          }
        })(),
      );
    },
    async remove(key) {
      if (!isStoreKey(key)) return;
      await deleteBlob(db, key);
    },
  };
}
