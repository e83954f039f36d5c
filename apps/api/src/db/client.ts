import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';
import { NotificationListener, type ListeningStateListener } from './notification-listener.js';
import { nameStatementsOf, statementNamer } from './statement-names.js';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code depends on this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Tx;
/**
 * A condition a repository built (`responsesOfOrder(id)`), which a service passes back to a
 * query of that repository without looking inside.
 */
export type SqlCondition = SQL;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with every `pg_notify(channel, payload)` committed from now on, by this
   * process or any other on the same database; answers how to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Tells `listener` when the listening connection drops (false) and once it listens again
   * (true): notifications committed in between are lost, so followers resynchronise. PGlite
   * runs in this process and never drops. Answers how to stop.
   */
  onListeningStateChange(listener: ListeningStateListener): () => void;
  /** True while notifications arrive (always on PGlite). */
  isListening(): boolean;
  /**
   * Runs SQL text that a library outside drizzle wrote (the job queue): one parameterised
   * statement, or several statements when no values are given.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * The migrations folder sits next to this file in the source tree and is copied next to
 * the bundle by the build, so both layouts resolve it the same way.
 */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDataDir: string;
  /**
   * A PGlite data directory dumped earlier (`dumpDataDir`) to start from instead of an empty
   * cluster: tests load one migrated database rather than run initdb and every migration.
   */
  pgliteInitialData?: Blob;
  /** Connections to PostgreSQL (default 10). */
  poolSize?: number;
  /** Told about errors of PostgreSQL connections, pooled or listening (logged by the server). */
  onPoolError?: (error: Error) => void;
  /** How long a request waits for a connection before it fails (default 5 s). */
  connectionTimeoutMs?: number;
  /** Told the text of every statement the query builder sends (tests count round trips). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const nameOf = statementNamer();
    const reportError = (error: Error) => options.onPoolError?.(error);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Unreachable database: a request fails (503) instead of waiting for ever.
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      keepAlive: true,
      onConnect: (client) => {
        // The pool listens for errors of idle connections only. A connection that fails while
        // checked out (terminated by the server mid-request) would emit 'error' with no
        // listener, which ends the process; its query fails on its own and the pool drops it
        // when it comes back.
        client.on('error', reportError);
        nameStatementsOf(client, nameOf);
      },
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', reportError);
    const listener = new NotificationListener({
      databaseUrl: options.databaseUrl,
      onError: reportError,
    });
    const db = drizzlePg({
      client: pool,
      schema,
      logger: queryLogger(options),
    }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateUnderLock(pool),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      onListeningStateChange: (onChange) => listener.onStateChange(onChange),
      isListening: () => listener.isListening,
      executeSql: (text, values) => pool.query(text, values),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (!options.pgliteDataDir.startsWith('memory://')) {
    mkdirSync(options.pgliteDataDir, { recursive: true });
  }
  const client = await PGlite.create(options.pgliteDataDir, {
    // The embedded mode serves a demo or a small office: 16 MB of buffers, not PostgreSQL's
    // 128 MB default, every page of which stays resident in the WebAssembly memory (issue 11).
    postgresqlconf: ['shared_buffers = 16MB'],
    ...(options.pgliteInitialData && { loadDataDir: options.pgliteInitialData }),
  });
  const pgliteDb = drizzlePglite({ client, schema, logger: queryLogger(options) });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    onListeningStateChange: () => () => {},
    isListening: () => true,
    // PGlite's query() takes one statement; a script of several (no values) goes to exec().
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

function queryLogger({ onQuery }: DatabaseOptions): Logger | undefined {
  return onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
}

/** Any fixed number: the advisory lock that one migrating process holds at a time. */
const MIGRATION_LOCK = 7_310_010;

/**
 * Several instances may start together: one migrates while the others wait on the lock and
 * then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
