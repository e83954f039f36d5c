/**
 * True when `error` (or an error it wraps, as drizzle does) is PostgreSQL's unique violation
 * (23505), optionally of the named constraint or index. Both drivers report the same fields.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return constraint === undefined || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * PostgreSQL's codes for a connection that ended or could not be had: class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator, a crash or a shutdown, or the
 * server is starting), 53300 (too many connections).
 */
const CONNECTION_FAILURE_CODE = /^(08...|57P0[1-3]|53300)$/;
/** Node's socket errors on the way to the server. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres reports these without a code. */
const CONNECTION_FAILURE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * True when `error` (or an error it wraps) says the database connection failed rather than
 * that the statement was refused: nothing is known to have changed, and the same request may
 * succeed on another connection a moment later.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_FAILURE_CODE.test(candidate.code)) return true;
      if (SOCKET_ERROR_CODES.has(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      CONNECTION_FAILURE_MESSAGE.test(candidate.message)
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
