import { MAX_UPLOAD_BYTES } from '@freight/shared';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { withoutLoneSurrogates } from '../http/storable-text.js';
import { ContentCheck } from './content-check.js';
import type { FileStore } from './file-store.js';
import type { StoredBlob } from './repo.js';

/** Bytes that reached the store, checked and measured, not yet described by a `files` row. */
export type { StoredBlob };

export interface UploadRules {
  /** MIME types accepted, as detected from the content (see `ContentType` in the shared package). */
  allowedContentTypes: readonly string[];
  maxBytes?: number;
}

/**
 * A name safe to keep and to send back: no directories, no control characters, bounded. Lone
 * surrogates go too (a part may declare a UTF-16 name, and the cut may split a pair): the
 * database could not store them.
 */
export function cleanFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return withoutLoneSurrogates(printable.slice(-200)) || 'file';
}

/**
 * Streams one file into the store while checking its real type, size and hash. Throws
 * FILE_TYPE_NOT_ALLOWED or FILE_TOO_LARGE; on any failure nothing stays in the store.
 */
export async function storeBlob(
  store: FileStore,
  source: Readable,
  originalName: string | undefined,
  rules: UploadRules,
): Promise<StoredBlob> {
  const check = new ContentCheck(rules.allowedContentTypes, rules.maxBytes ?? MAX_UPLOAD_BYTES);
  // A body that ends inside the file closes the part's stream without an error or an end:
  // `finished` reports that as a premature close, which must fail the upload (a 400 from
  // multipart.ts) instead of leaving the store waiting for bytes that never come.
  finished(source, (error) => {
    if (error) check.destroy(error);
  });
  // The refusal reaches the caller through `store.put`; the stream may emit it once more after
  // the pipeline let go of its listeners, which must not crash the process.
  check.on('error', () => {});
  let key: string;
  try {
    key = await store.put(source.pipe(check));
  } catch (error) {
    // Let the rest of a refused file flow away so the request body is still read to its end.
    source.unpipe(check);
    source.resume();
    throw error;
  }
  return {
    key,
    originalName: cleanFileName(originalName),
    contentType: check.contentType ?? 'application/octet-stream',
    size: check.size,
    sha256: check.sha256,
  };
}

/**
 * Runs the work that records a stored blob (a `files` row, a link to its owner); when that work
 * fails, the blob is removed again so no file exists without its record.
 */
export async function keepBlobIfRecorded<T>(
  store: FileStore,
  blob: StoredBlob,
  work: () => Promise<T>,
): Promise<T> {
  return keepBlobsIfRecorded(store, [blob], work);
}

/** The same for the several files of one form: if recording fails, none of them stays. */
export async function keepBlobsIfRecorded<T>(
  store: FileStore,
  blobs: readonly StoredBlob[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await Promise.all(blobs.map((blob) => store.remove(blob.key)));
    throw error;
  }
}
