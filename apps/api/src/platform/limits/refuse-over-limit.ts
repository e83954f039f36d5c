import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error.js';

/**
 * 429 'Too many attempts. Please try again later.' with a `Retry-After` of the seconds until
 * the counter's window resets, as the plugin's own limits answer.
 */
export function tooManyAttempts(reply: FastifyReply, msUntilReset: number): AppError {
  reply.header('retry-after', Math.max(1, Math.ceil(msUntilReset / 1000)));
  return new AppError('TOO_MANY_ATTEMPTS');
}
