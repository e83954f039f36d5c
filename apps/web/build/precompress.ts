import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images (PNG) and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;

/** Below this a compressed copy saves less than its own headers and a lookup cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside `file`, once
 * at build, so the server sends them as they are (`@fastify/static` `preCompressed`) instead
 * of compressing the same bytes on every request. Answers whether copies were written.
 */
export async function precompressFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Every compressible file under `directory`; answers how many got compressed copies. */
export async function precompressDirectory(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map((file) => precompressFile(file)));
  return written.filter(Boolean).length;
}

/**
 * Compresses the finished `dist` after every other plugin wrote its files (the service worker
 * and the manifest come from vite-plugin-pwa's own `closeBundle`), hence `order: 'post'` and
 * its place last in the plugin list.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'freight:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDirectory(outDir);
        this.info(`brotli and gzip copies of ${count} files`);
      },
    },
  };
}
