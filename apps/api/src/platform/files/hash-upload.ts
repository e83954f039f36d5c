import { MAX_UPLOAD_BYTES, ValidationMessage } from '@freight/shared';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error.js';
import { formParts, translateMultipartError } from './multipart.js';

/**
 * The SHA-256 of the one file of a `multipart/form-data` request, read as it streams in and
 * kept nowhere: for checking a document, not storing it. Size-limited like every upload.
 */
export async function hashUploadedFile(
  request: FastifyRequest,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<string> {
  let digest: string | null = null;
  try {
    const parts = formParts(request, { fileSize: maxBytes, files: 1, fields: 5 });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const hash = createHash('sha256');
      for await (const chunk of part.file) hash.update(chunk as Buffer);
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      digest = hash.digest('hex');
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (digest === null) {
    throw new AppError('VALIDATION_FAILED', { fields: { file: ValidationMessage.FILE_REQUIRED } });
  }
  return digest;
}
