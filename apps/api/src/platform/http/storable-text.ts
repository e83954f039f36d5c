import { ValidationMessage } from '@freight/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** Deeper than any request of ours nests; a deeper value is refused rather than walked. */
const MAX_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'gu');

/**
 * Whether PostgreSQL can store the text: no NUL character (its text type refuses it) and no
 * unpaired UTF-16 surrogate (not valid UTF-8 once encoded).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text without unpaired surrogates: a name cut inside a pair, or one forged so. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '');
}

/**
 * The path (`description`, `items.2.name`) of the first string in `value` that PostgreSQL could
 * not store, or null when every string is storable. Keys are checked as well as values.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '_';
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (depth > MAX_DEPTH) return path || '_';
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return itemPath;
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, before any route sees it, a request whose path values, query or JSON body hold text
 * PostgreSQL cannot store (a `%00`, a lone surrogate): 400 with a translated field message, for
 * every route by construction, instead of a 500 from the database (issue 10). A multipart body
 * is read later, by the route; its text fields are checked as they are read (`formParts` in
 * platform/files/multipart.ts).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      (request.isMultipart() ? null : findUnstorableText(request.body));
    if (found !== null) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { [found]: ValidationMessage.UNSTORABLE_TEXT },
      });
    }
  });
}
