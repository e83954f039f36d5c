import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migratedPgliteTemplate } from './pglite-template.js';

export type TestDriver = 'pglite' | 'postgres';

/** The `api-postgres` Vitest project sets TEST_DB=postgres; everything else runs on PGlite. */
export const testDriver: TestDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  /** On PostgreSQL, the URL of this app's database (a second instance may open it too). */
  databaseUrl?: string;
  close(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, isolated database per test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server named by DATABASE_URL, dropped again on close.
 */
export async function openIsolatedDatabase(onQuery?: (sql: string) => void): Promise<{
  database: DatabaseHandle;
  databaseUrl?: string;
  dispose: () => Promise<void>;
}> {
  if (testDriver === 'pglite') {
    const database = await openDatabase({
      databaseUrl: undefined,
      pgliteDataDir: 'memory://',
      pgliteInitialData: await migratedPgliteTemplate(),
      onQuery,
    });
    // Nothing to apply when the template is current; the whole schema without one.
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ databaseUrl, pgliteDataDir: '', onQuery });
  await database.migrate();
  return {
    database,
    databaseUrl,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // The pool's connections close asynchronously; forcing the drop while one is still
      // closing terminates it, and the pool reports that as an uncaught error.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await dropper.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A pool of its own on an existing test database (a second instance); closed, not dropped. */
async function openSharedDatabase(
  databaseUrl: string,
): Promise<{ database: DatabaseHandle; databaseUrl: string; dispose: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl, pgliteDataDir: '' });
  return { database, databaseUrl, dispose: () => database.close() };
}

export interface TestAppOptions {
  /** Receives the app's log lines (otherwise the app logs nothing). */
  logStream?: { write(line: string): void };
  /**
   * Another test app's database: a second API instance on the same database (PGlite cannot be
   * opened twice; on PostgreSQL prefer `sharedDatabaseUrl`). Closing this app leaves it open.
   */
  database?: DatabaseHandle;
  /** Opens a pool of its own on this PostgreSQL database, as a separate process would. */
  sharedDatabaseUrl?: string;
  /** Told every statement the app's query builder sends (tests that count round trips). */
  onQuery?: (sql: string) => void;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, databaseUrl, dispose } = options.database
    ? { database: options.database, databaseUrl: undefined, dispose: async () => {} }
    : options.sharedDatabaseUrl
      ? await openSharedDatabase(options.sharedDatabaseUrl)
      : await openIsolatedDatabase(options.onQuery);
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: '/tmp/freight-test',
      JWT_SECRET: 'test-secret-that-is-long-enough-1234',
    }),
    seedDemo: false,
    webDistDir: undefined,
    // Factories write far faster than a person; the tests of the write limit set their own.
    writeRateLimitMax: 1_000_000,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    ...(databaseUrl ? { databaseUrl } : {}),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** A second API instance on `first`'s database, as another process on the same server. */
export function createSecondInstance(
  first: TestApp,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  if (first.databaseUrl) return createTestApp(overrides, { sharedDatabaseUrl: first.databaseUrl });
  return createTestApp(overrides, { database: first.database });
}
