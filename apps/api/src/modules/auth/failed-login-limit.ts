import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { tooManyAttempts } from '../../platform/limits/refuse-over-limit.js';

/** The answers of a wrong guess: only these count toward the limit. */
const FAILED_SIGN_IN_CODES: ReadonlySet<string> = new Set([
  'USER_NOT_FOUND',
  'INVALID_CREDENTIALS',
]);

/**
 * Limits failed sign-ins per account and, separately, per client address (config
 * `loginRateLimitMax` per `loginRateLimitWindowMs`), counted in PostgreSQL across every
 * instance. A successful sign-in does not count, so a person on several devices or an office
 * behind one address is never locked out by signing in; a right password of a deactivated or
 * unapproved account is no guess either.
 *
 * Each attempt takes its place in both counters before the password is checked and gives it
 * back unless it failed: concurrent guesses cannot slip past the limit by checking together.
 */
export function failedLoginLimit(app: FastifyInstance) {
  const { loginRateLimitMax: max, loginRateLimitWindowMs: windowMs } = app.config;
  const counters = app.sharedCounters;

  return async function limited<Result>(
    request: FastifyRequest,
    reply: FastifyReply,
    login: string,
    attempt: () => Promise<Result>,
  ): Promise<Result> {
    const keys = [`login|account|${login}`, `login|address|${request.ip}`];
    const states = await Promise.all(keys.map((key) => counters.hit(key, windowMs)));
    const giveBack = () => Promise.all(keys.map((key) => counters.takeBack(key)));
    const exceeded = states.filter((state) => state.hits > max);
    if (exceeded.length > 0) {
      await giveBack();
      throw tooManyAttempts(reply, Math.max(...exceeded.map((state) => state.msUntilReset)));
    }
    try {
      const result = await attempt();
      await giveBack();
      return result;
    } catch (error) {
      if (!(error instanceof AppError && FAILED_SIGN_IN_CODES.has(error.code))) await giveBack();
      throw error;
    }
  };
}
