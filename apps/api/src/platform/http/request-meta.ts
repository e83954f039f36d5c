import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestMeta, ServiceDeps } from '../service-deps.js';
import { databaseOfRequest } from './idempotency.js';

/**
 * Route-side adapters: what the services need, taken from the app and the request. The
 * database is fenced by the request's `Idempotency-Key` claim when it holds one.
 */
export function serviceDeps(app: FastifyInstance, request: FastifyRequest): ServiceDeps {
  return {
    db: databaseOfRequest(app.database.db, request),
    mailer: app.mailer,
    files: app.files,
    log: request.log,
    jobs: app.jobs,
  };
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
