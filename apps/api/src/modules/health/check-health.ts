import type { DatabaseDriver, DatabaseHandle } from '../../db/client.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { pingDatabase } from './repo.js';

export type HealthStatus = 'ok' | 'degraded';

/**
 * `GET /api/health`: public. `degraded` while the database does not answer or the connection
 * that carries live events and revocations is down (a load balancer takes the instance out;
 * the process stays up and reconnects), `ok` once both are back.
 */
export async function checkHealth(
  { db, log }: Pick<ServiceDeps, 'db' | 'log'>,
  database: Pick<DatabaseHandle, 'driver' | 'isListening'>,
): Promise<{ status: HealthStatus; db: DatabaseDriver }> {
  try {
    await pingDatabase(db);
  } catch (error) {
    log.error({ err: error }, 'health check: the database does not answer');
    return { status: 'degraded', db: database.driver };
  }
  return { status: database.isListening() ? 'ok' : 'degraded', db: database.driver };
}
