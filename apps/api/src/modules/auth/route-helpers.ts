import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import type { SessionDeps } from './issue-session.js';

/**
 * The spec's original client sends credentials as query parameters, the web app as a JSON
 * body. This preValidation hook folds the query string (and the given headers) into the body,
 * so one body schema validates every way in; fields of a JSON body win.
 */
export function bodyFromQuery(headerFields: Readonly<Record<string, string>> = {}) {
  return async function mergeQueryIntoBody(request: FastifyRequest): Promise<void> {
    const body: unknown = request.body;
    const isPlainObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    // Anything else (a JSON array, a string) is left for the body schema to refuse.
    if (body !== undefined && body !== null && !isPlainObject) return;
    const merged: Record<string, unknown> = {};
    for (const [field, header] of Object.entries(headerFields)) {
      const value = request.headers[header];
      if (typeof value === 'string' && value !== '') merged[field] = value;
    }
    Object.assign(merged, request.query, isPlainObject ? body : {});
    request.body = merged;
  };
}

/**
 * Clients that put credentials in the query string sometimes still send
 * `Content-Type: application/json` with nothing after it; within these routes that counts as
 * no body instead of a malformed one.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

/**
 * Limits requests per client address and account (`field` of the validated body), shared by
 * every route the hook is attached to and counted across instances (the shared store). Runs
 * as a preHandler, after the body is parsed and normalised. Sign-in counts failures only
 * (failed-login-limit.ts); this serves the password-recovery mails.
 */
export function attemptLimiter(app: FastifyInstance, field: 'email'): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max: app.config.loginRateLimitMax,
    timeWindow: app.config.loginRateLimitWindowMs,
    keyGenerator: (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const account = typeof body?.[field] === 'string' ? body[field] : '';
      return `${field}|${request.ip}|${account}`;
    },
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  });
}

/** What the session services need, taken from the app once per plugin. */
export function sessionDepsOf(app: FastifyInstance): SessionDeps {
  return {
    db: app.database.db,
    tokens: app.tokens,
    refreshTokenTtlDays: app.config.refreshTokenTtlDays,
  };
}
