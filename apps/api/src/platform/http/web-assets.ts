import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@freight/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Vite names what it bundles `/assets/<name>-<content hash>.<ext>`: a new build, a new name. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;

/** Hashed files never change under their name; everything else may change with a deploy. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, translations, the service worker and the manifest: asked again every time (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * API answers of at least this many bytes go out compressed; below it the headers and CPU
 * cost more than the bytes saved.
 */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * What the API compresses on the fly: JSON, text (but not `text/event-stream`, which must
 * flush each event) and XML. Not `application/octet-stream` (the library's default would),
 * nor PDFs and images: stored files stream as they were uploaded.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/;

/**
 * Compresses API answers above the threshold with brotli or gzip, whichever the client
 * prefers. It hooks each route declared after it (and the 404 answers), so the API registers
 * after it and the web app's files before it.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
}

function setCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  filePath: string,
): void {
  response.setHeader('cache-control', filePath.includes(HASHED_ASSET) ? IMMUTABLE : REVALIDATE);
  // The same URL answers brotli, gzip or identity depending on the request: caches must key on it.
  response.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built web app from `webDistDir`: its files with the build's brotli and gzip copies
 * (`<file>.br`, `<file>.gz`, apps/web/build/precompress.ts) and cache headers, and its
 * index.html for any other GET outside `/api` (the app routes on the client). Without a build,
 * only the API's 404 answer remains.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<void> {
  const servesWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // `/` is not index.html here: the public homepage (issue 13) may claim it; until then
      // the fallback below answers it with the app.
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: false,
      setHeaders: setCacheHeaders,
      // The compressed copies are chosen by negotiation, never asked for by name.
      allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
  });
}
