import type { FastifyReply } from 'fastify';
import { notFound } from '../errors/app-error.js';
import type { FileStore } from './file-store.js';
import type { FileRecord } from './repo.js';

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name (Cyrillic file names survive). */
export function contentDisposition(
  disposition: 'attachment' | 'inline',
  originalName: string,
): string {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file with the content type detected at upload. Access is checked before. */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  file: FileRecord,
  disposition: 'attachment' | 'inline',
): Promise<FastifyReply> {
  const stream = await store.open(file.storageKey);
  if (!stream) throw notFound();
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
