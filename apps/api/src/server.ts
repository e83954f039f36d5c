import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { printDemoAccounts, seedDemoData } from './db/seed/demo.js';
import { seedDemoAnalytics } from './db/seed/demo-analytics.js';
import { seedDemoChat } from './db/seed/demo-chat.js';
import { seedDemoDocuments } from './db/seed/demo-documents.js';

const config = loadConfig();
if (!config.webDistDir) {
  // The bundle sits in apps/api/dist; the web build in apps/web/dist.
  config.webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDataDir: path.join(config.dataDir, 'pglite'),
  onPoolError: (error) => process.stderr.write(`database connection error: ${error.message}\n`),
});
await database.migrate();

const app = await buildApp({ config, database });
if (config.seedDemo) {
  const seeded = await seedDemoData(database.db);
  const documents = { db: database.db, files: app.files, mailer: app.mailer, log: app.log };
  const seededDocuments = await seedDemoDocuments(
    documents,
    `http://localhost:${config.port}/verify`,
  );
  const seededChat = await seedDemoChat(documents);
  const seededAnalytics = await seedDemoAnalytics(database.db);
  if (seeded || seededDocuments || seededChat || seededAnalytics) app.log.info('demo data seeded');
  printDemoAccounts();
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: '0.0.0.0' });
app.log.info(`Freight platform on http://localhost:${config.port} (database: ${database.driver})`);
