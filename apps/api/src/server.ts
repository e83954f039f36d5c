import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import {
  openMigrated,
  SEED_ONLY_ENV,
  seedInChildProcess,
  seedsInChildProcess,
} from './db/open-seeded.js';
import { printDemoAccounts } from './seed/demo-accounts.js';
import { seedAllDemoData } from './seed/demo-all.js';

const config = loadConfig();
if (!config.webDistDir) {
  // The bundle sits in apps/api/dist; the web build in apps/web/dist.
  config.webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

const databaseOptions = {
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDataDir: path.join(config.dataDir, 'pglite'),
  onPoolError: (error: Error) =>
    process.stderr.write(`database connection error: ${error.message}\n`),
};

/**
 * The demo data goes in through an app of its own (its file store and mailer), closed before
 * the serving app starts.
 */
async function seedDemo(database: DatabaseHandle): Promise<void> {
  const seedingApp = await buildApp({ config, database });
  try {
    const deps = {
      db: database.db,
      files: seedingApp.files,
      mailer: seedingApp.mailer,
      log: seedingApp.log,
      jobs: seedingApp.jobs,
    };
    if (await seedAllDemoData(deps, `http://localhost:${config.port}/verify`)) {
      seedingApp.log.info('demo data seeded');
    }
  } finally {
    await seedingApp.close();
  }
}

if (process.env[SEED_ONLY_ENV] === '1') {
  // The seeding process (db/open-seeded.ts): seed, close, end; its memory goes with it.
  const database = await openMigrated(databaseOptions);
  await seedDemo(database);
  await database.close();
} else {
  await serve();
}

async function serve(): Promise<void> {
  const embeddedSeed = config.seedDemo && seedsInChildProcess(databaseOptions);
  if (embeddedSeed) await seedInChildProcess(new URL(import.meta.url));
  const database = await openMigrated(databaseOptions);
  if (config.seedDemo && !embeddedSeed) await seedDemo(database);
  const app = await buildApp({ config, database });
  if (config.seedDemo) printDemoAccounts();

  // On SIGTERM (a deploy, a scale-down) or SIGINT: stop accepting, let the requests in flight
  // finish, ask the sockets to reconnect elsewhere, stop the job workers (a job cut short is
  // retried by another instance), close the database, exit 0. A stop that takes longer than
  // the bound ends the process anyway, with 1.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const forced = setTimeout(() => {
      app.log.error({ signal }, 'stop took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    void (async () => {
      try {
        // A keep-alive connection whose request was in flight at the signal stays open once it is
        // answered (a load balancer's, a browser's): closed as soon as it is idle, so the close
        // does not wait for the keep-alive timeout.
        const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
        await app.close().finally(() => clearInterval(closeIdle));
        await database.close();
      } catch (error) {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      }
      app.log.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A promise no one awaited that failed (a connection lost mid-way) is logged; it must not end
  // the process and the requests of everyone else with it.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });

  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(
    `Freight platform on http://localhost:${config.port} (database: ${database.driver})`,
  );
}
