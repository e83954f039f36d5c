import { ERROR_MESSAGES, ValidationMessage, type ApiErrorBody } from '@freight/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionFailure } from '../../db/errors.js';
import { isValidationMessageKey } from '../http/validation-messages.js';
import { AppError } from './app-error.js';

/** What a 503 asks the client to wait before it tries again. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/**
 * Every failure leaves the server as `{code, message}` with a fitting status. Stack traces
 * and internal messages stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.details) body.details = error.details;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      // Read through Fastify's own validation type: the provider's is not resolvable here.
      const issues: readonly { instancePath: string; message?: string }[] =
        (error as FastifyError).validation ?? [];
      for (const issue of issues) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // Only translation keys leave the server; a message that is not one (a default of a
        // library) becomes the generic key rather than untranslated English.
        fields[field] ??= isValidationMessageKey(issue.message)
          ? issue.message
          : ValidationMessage.INVALID;
      }
      const body: ApiErrorBody = {
        code: 'VALIDATION_FAILED',
        message: ERROR_MESSAGES.VALIDATION_FAILED,
        fields,
      };
      return reply.status(400).send(body);
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'TOO_MANY_ATTEMPTS', message: ERROR_MESSAGES.TOO_MANY_ATTEMPTS });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, a body too large, a bad content type.
      const code = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(error.statusCode).send({ code, message: error.message });
    }
    if (isConnectionFailure(error)) {
      // A dropped or unreachable database: the pool replaces the connection, the client retries.
      request.log.warn({ err: error }, 'database connection failed');
      return reply
        .status(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'UNEXPECTED', message: ERROR_MESSAGES.UNEXPECTED });
  });
}
