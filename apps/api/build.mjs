// Bundles the API into dist/server.js with the workspace's shared package inlined and npm
// dependencies left external, then copies the SQL migrations beside it, where
// db/client.ts looks for them.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@freight/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
