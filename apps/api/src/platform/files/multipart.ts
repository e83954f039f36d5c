import { MAX_UPLOAD_BYTES, ValidationMessage } from '@freight/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { isStorableText } from '../http/storable-text.js';
import type { FileStore } from './file-store.js';
import { MultipartFingerprint } from './multipart-fingerprint.js';
import { storeBlob, type StoredBlob, type UploadRules } from './upload.js';

export interface ReceivedUploads<Name extends string> {
  /** The files that came, by field name; which are required is the caller's business. */
  blobs: Partial<Record<Name, StoredBlob>>;
  fields: Record<string, string>;
}

export interface ReceivedUpload {
  blob: StoredBlob;
  /** The text fields of the form, whether they came before or after the file. */
  fields: Record<string, string>;
}

const fileRequired = () =>
  new AppError('VALIDATION_FAILED', { fields: { file: ValidationMessage.FILE_REQUIRED } });

/**
 * What a failure while reading a form means to the client. Our own refusals (type, size) pass
 * through, as do system errors of the file store (a full disk is ours, not the client's);
 * @fastify/multipart's size limit is 413; anything else the parser throws — its limits, a
 * missing boundary, a truncated body, a malformed part header (busboy's errors carry no code)
 * — is a malformed request: 400, never a 500 (issue 10).
 */
export function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  if (typeof syscall === 'string') return error;
  return new AppError('VALIDATION_FAILED', { fields: { file: ValidationMessage.INVALID } });
}

type PartLimits = NonNullable<NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits']>;

/**
 * The parts of a `multipart/form-data` request as they arrive, every text field checked first:
 * one holding text PostgreSQL cannot store (a NUL, a lone surrogate — a part may declare
 * `charset=utf-16le`) is refused with 400 and the field named, as `refuseUnstorableText` does
 * for JSON bodies. Every reader of a form goes through here, so no route has to remember it.
 */
export async function* formParts(
  request: FastifyRequest,
  limits: PartLimits,
): AsyncGenerator<Multipart> {
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      const { fieldname, value } = part;
      if (!isStorableText(fieldname) || (typeof value === 'string' && !isStorableText(value))) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { [fieldname]: ValidationMessage.UNSTORABLE_TEXT },
        });
      }
    }
    yield part;
  }
}

/**
 * Reads a `multipart/form-data` request with exactly one file: the file is streamed into the
 * store (type checked on its content, size limited, hashed), the text fields are collected.
 * The caller records the blob with `keepBlobIfRecorded`; on failure here nothing is stored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw fileRequired();
  const maxBytes = rules.maxBytes ?? MAX_UPLOAD_BYTES;
  const fields: Record<string, string> = {};
  const fingerprint = new MultipartFingerprint();
  let blob: StoredBlob | null = null;
  try {
    const parts = formParts(request, {
      fileSize: maxBytes,
      files: 1,
      fields: 20,
      fieldSize: 10_000,
      parts: 21,
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        blob = await storeBlob(store, part.file, part.filename, { ...rules, maxBytes });
        if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
        fingerprint.file(part.fieldname, part.filename, blob.sha256);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
        fingerprint.field(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (blob) await store.remove(blob.key);
    throw translateMultipartError(error);
  }
  if (!blob) throw fileRequired();
  request.multipartFingerprint = fingerprint.digest();
  return { blob, fields };
}

/** In a form with several files, a refused file is also named by its field. */
function withFieldNamed(error: unknown, fieldname: string | null): unknown {
  if (!(error instanceof AppError) || error.fields || fieldname === null) return error;
  if (error.code === 'FILE_TOO_LARGE') {
    return new AppError('FILE_TOO_LARGE', {
      fields: { [fieldname]: ValidationMessage.FILE_TOO_LARGE },
    });
  }
  if (error.code === 'FILE_TYPE_NOT_ALLOWED') {
    return new AppError('FILE_TYPE_NOT_ALLOWED', {
      fields: { [fieldname]: ValidationMessage.FILE_TYPE },
    });
  }
  return error;
}

/**
 * Reads a `multipart/form-data` request with at most one file per named field, each field with
 * its own rules (a photo: images; an identity document: PDF), plus text fields. Every file is
 * streamed into the store and checked like `receiveUpload`'s; a file under an unknown or a
 * repeated name is refused. If anything fails, every file stored so far is removed again. A
 * request that is not multipart has no files and no fields. The caller records the blobs with
 * `keepBlobsIfRecorded`.
 */
export async function receiveUploads<Name extends string>(
  request: FastifyRequest,
  store: FileStore,
  rulesByField: Readonly<Record<Name, UploadRules>>,
): Promise<ReceivedUploads<Name>> {
  const blobs: Partial<Record<Name, StoredBlob>> = {};
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { blobs, fields };
  const names = Object.keys(rulesByField) as Name[];
  const isFileField = (name: string): name is Name => (names as string[]).includes(name);
  const maxBytes = Math.max(
    ...names.map((name) => rulesByField[name].maxBytes ?? MAX_UPLOAD_BYTES),
  );
  const fingerprint = new MultipartFingerprint();
  let receiving: string | null = null;
  try {
    const parts = formParts(request, {
      fileSize: maxBytes,
      files: names.length,
      fields: 20,
      fieldSize: 100_000,
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
          fingerprint.field(part.fieldname, part.value);
        }
        continue;
      }
      if (!isFileField(part.fieldname) || blobs[part.fieldname]) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', {
          fields: { [part.fieldname]: ValidationMessage.INVALID },
        });
      }
      receiving = part.fieldname;
      const rules = rulesByField[part.fieldname];
      const blob = await storeBlob(store, part.file, part.filename, {
        ...rules,
        maxBytes: rules.maxBytes ?? MAX_UPLOAD_BYTES,
      });
      blobs[part.fieldname] = blob;
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      fingerprint.file(part.fieldname, part.filename, blob.sha256);
      receiving = null;
    }
  } catch (error) {
    await Promise.all(
      Object.values<StoredBlob | undefined>(blobs)
        .filter((blob) => blob !== undefined)
        .map((blob) => store.remove(blob.key)),
    );
    throw withFieldNamed(translateMultipartError(error), receiving);
  }
  request.multipartFingerprint = fingerprint.digest();
  return { blobs, fields };
}
