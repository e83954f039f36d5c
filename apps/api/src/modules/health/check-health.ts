import type { DatabaseDriver } from '../../db/client.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { pingDatabase } from './repo.js';

/** `GET /api/health`: public; answers only once the database answers. */
export async function checkHealth({ db }: Pick<ServiceDeps, 'db'>, driver: DatabaseDriver) {
  await pingDatabase(db);
  return { status: 'ok' as const, db: driver };
}
