import { MAX_UPLOAD_BYTES, ValidationMessage } from '@freight/shared';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error.js';
import { formParts, translateMultipartError } from './multipart.js';
import { MultipartFingerprint } from './multipart-fingerprint.js';

interface HashedBody {
  /** The SHA-256 of each file, in the order they came. */
  fileHashes: string[];
  fingerprint: string;
}

/**
 * Reads a whole `multipart/form-data` body, hashing each file as it streams in and keeping
 * nothing: the files' SHA-256s and the body's fingerprint.
 */
async function hashMultipartBody(
  request: FastifyRequest,
  limits: { fileSize: number; files: number; fields: number; fieldSize?: number },
): Promise<HashedBody> {
  const fingerprint = new MultipartFingerprint();
  const fileHashes: string[] = [];
  try {
    for await (const part of formParts(request, limits)) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fingerprint.field(part.fieldname, part.value);
        continue;
      }
      const hash = createHash('sha256');
      for await (const chunk of part.file) hash.update(chunk as Buffer);
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      const digest = hash.digest('hex');
      fileHashes.push(digest);
      fingerprint.file(part.fieldname, part.filename, digest);
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  return { fileHashes, fingerprint: fingerprint.digest() };
}

/**
 * The SHA-256 of the one file of a `multipart/form-data` request, read as it streams in and
 * kept nowhere: for checking a document, not storing it. Size-limited like every upload.
 */
export async function hashUploadedFile(
  request: FastifyRequest,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<string> {
  const { fileHashes } = await hashMultipartBody(request, {
    fileSize: maxBytes,
    files: 1,
    fields: 5,
  });
  const [digest] = fileHashes;
  if (digest === undefined) {
    throw new AppError('VALIDATION_FAILED', { fields: { file: ValidationMessage.FILE_REQUIRED } });
  }
  return digest;
}

/**
 * The fingerprint of a multipart body (`MultipartFingerprint`) read to its end and dropped:
 * a retried upload whose key already has an answer is compared without storing its files
 * again. The limits are the widest any upload route allows.
 */
export async function fingerprintMultipartBody(request: FastifyRequest): Promise<string> {
  const { fingerprint } = await hashMultipartBody(request, {
    fileSize: MAX_UPLOAD_BYTES,
    files: 5,
    fields: 20,
    fieldSize: 100_000,
  });
  return fingerprint;
}
