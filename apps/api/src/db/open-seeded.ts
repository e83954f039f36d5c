import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './client.js';

/** Set in the seeding process's environment: it seeds and ends instead of serving. */
export const SEED_ONLY_ENV = 'FREIGHT_SEED_ONLY';

/**
 * Whether the demo seed must run in a process of its own: only an embedded PGlite on disk.
 *
 * Why: PGlite runs PostgreSQL in WebAssembly, whose memory only grows. The demo seed's bulk
 * inserts grow it by several hundred MB that stayed resident for the life of the process
 * (843 MB after a first start against 363 MB after a restart on the same data, issue 11).
 * Closing and reopening PGlite in the same process did not help (700 MB): the old memory waits
 * for a garbage collection that an idle server never runs; a worker thread left ~80 MB of
 * allocator arenas behind. A child process gives all of it back when it ends, so the serving
 * process starts as small as after a restart. In-memory PGlite (`memory://`) cannot be shared
 * with another process; PostgreSQL holds no memory here.
 */
export function seedsInChildProcess(options: DatabaseOptions): boolean {
  return !options.databaseUrl && !options.pgliteDataDir.startsWith('memory://');
}

/**
 * Runs `script` (the server's own module, which seeds and ends under `SEED_ONLY_ENV`) in a
 * child process to its end; rejects if it fails. The database must not be open here meanwhile.
 */
export async function seedInChildProcess(script: URL): Promise<void> {
  const child = fork(fileURLToPath(script), [], {
    env: { ...process.env, [SEED_ONLY_ENV]: '1' },
    stdio: 'inherit',
  });
  const [exitCode] = (await Promise.race([
    once(child, 'exit'),
    once(child, 'error').then(([error]) => Promise.reject(error as Error)),
  ])) as [number | null];
  if (exitCode !== 0) throw new Error(`the demo seed process exited with ${exitCode}`);
}

/** Opens the database and brings its schema up to date. */
export async function openMigrated(options: DatabaseOptions): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  await database.migrate();
  return database;
}
