import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
/**
 * Several API processes on one database, and what only a server does (connections that drop):
 * PostgreSQL only (PGlite is one process's database).
 */
const postgresOnlyTests = ['apps/api/test/instances/**', 'apps/api/**/*.postgres.test.ts'];

/**
 * The API's files share their worker's modules (`isolate: false`): each builds its own app on
 * its own database, and evaluating the app's modules anew for every file was half of the API
 * suite's time (363 of 719 s on PGlite). What a module keeps for the process (parsed fonts, the
 * PDF engine's setup) is then shared by files as it is by requests in the server.
 *
 * One run covers the shared package, the API on PGlite, the API on PostgreSQL (only when
 * DATABASE_URL names a server), and the web components in jsdom.
 */
export default defineConfig({
  test: {
    // On two cores Vitest would run one file at a time (it keeps a core back). The API's files
    // on PostgreSQL spend much of their time waiting on the server, so two at a time finish the
    // suite in three quarters of the time (22 → 17 min on the 2-core CI machine).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: [...configDefaults.exclude, ...postgresOnlyTests],
          env: { TEST_DB: 'pglite' },
          isolate: false,
          globalSetup: ['apps/api/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
