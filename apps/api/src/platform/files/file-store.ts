import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. The database keeps the metadata and the key; the store keeps the
 * bytes under that key. The local disk is the default; PostgreSQL (postgres-file-store.ts) serves
 * several instances; an object store would fit the same shape.
 */
export interface FileStore {
  /** Writes the whole stream and returns its new key; nothing stays behind if it fails. */
  put(source: Readable): Promise<string>;
  /** A stream of the bytes, or null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function isStoreKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new key `<yyyy>/<mm>/<uuid>`: the same shape in every store, so files can move between them. */
export function newStoreKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/** Files under `<root>/<yyyy>/<mm>/<uuid>`; written to a `.part` file and renamed when complete. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    // Keys are generated here; anything else (a path from elsewhere) is never a file of ours.
    if (!isStoreKey(key)) throw new Error(`Not a file store key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(source) {
      const key = newStoreKey();
      const target = pathOf(key);
      const partial = `${target}.part`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async open(key) {
      if (!isStoreKey(key)) return null;
      const target = pathOf(key);
      const found = await stat(target).catch(() => null);
      if (!found?.isFile()) return null;
      return createReadStream(target);
    },
    async remove(key) {
      if (!isStoreKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
