import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from './raw-rows.js';
import { openDatabase } from './client.js';
import { seedsInChildProcess } from './open-seeded.js';

/**
 * The embedded server's memory (issue 11): after the demo seed it held 843 MB resident. Two
 * causes, each pinned here: PostgreSQL's 128 MB of shared buffers resident in PGlite's
 * WebAssembly memory, and the seed's growth of that memory, which only a process that ends
 * gives back (measured in docs/performance.md).
 */
describe('embedded database memory', () => {
  it('runs PGlite with 16 MB of shared buffers', async () => {
    // Always PGlite: the setting is the embedded mode's, whichever database the suite targets.
    const database = await openDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    try {
      const [row] = await rawRows<{ shared_buffers: string }>(
        database.db,
        sql`show shared_buffers`,
      );
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('seeds an embedded database on disk in a process of its own, and nothing else', () => {
    const base = { databaseUrl: undefined, pgliteDataDir: '/var/lib/freight/pglite' };
    expect(seedsInChildProcess(base)).toBe(true);
    expect(seedsInChildProcess({ ...base, pgliteDataDir: 'memory://' })).toBe(false);
    expect(seedsInChildProcess({ ...base, databaseUrl: 'postgres://db/freight' })).toBe(false);
  });
});
