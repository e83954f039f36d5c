import { failedStatementOf } from '../../db/failed-statement.js';

/**
 * What of an error a log line, or a failed job's record, keeps: what failed and where, never the
 * values a statement carried (user data, a sealed mail, a code's hash). Drizzle's query error
 * writes the parameters into its message ("Failed query: … params: …") and so into its stack;
 * PostgreSQL's error repeats values in `detail` ("Key (email)=(…) already exists"), and PGlite
 * hangs the parameters on it as well.
 */
export interface LoggedError {
  type: string;
  message: string;
  /** The frames under `type: message`: the original first line repeats the message. */
  stack: string;
  /** A failed statement's text, with its placeholders ($1, $2), not its values. */
  query?: string;
  cause?: LoggedError;
  /** PostgreSQL's code, constraint, table, column…; a system error's code and syscall. */
  [field: string]: unknown;
}

/**
 * The fields of a PostgreSQL error that name what failed; `detail`, `where`, `hint` and
 * `internalQuery` are left out, as they may quote values.
 */
const POSTGRES_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** Own fields of other errors kept only when they are plain values, and never these. */
const NEVER_KEPT = new Set(['params', 'parameters', 'values', 'queryOptions', 'detail']);

const MAX_CAUSES = 5;

interface PostgresError extends Error {
  code: string;
  severity?: string;
}

/** pg's and PGlite's DatabaseError alike: a SQLSTATE code beside a severity. */
function isPostgresError(error: Error): error is PostgresError {
  const { code, severity } = error as Partial<PostgresError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * A data exception (SQLSTATE class 22) quotes the input it refused: `invalid input syntax for
 * type uuid: "…"`. Its quoted parts are left out; other classes quote names, not values.
 */
function postgresMessage(error: PostgresError): string {
  return error.code.startsWith('22') ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
}

function stackOf(error: Error, header: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

const isPlainValue = (value: unknown) =>
  ['string', 'number', 'boolean'].includes(typeof value) || value === null;

function loggedFormOf(error: Error, causesLeft: number): LoggedError {
  const type = error.constructor.name || error.name;
  const fields: Record<string, unknown> = {};
  const statement = failedStatementOf(error);
  let message: string;
  if (statement !== null) {
    message = `Failed query: ${statement}`;
    fields.query = statement;
  } else if (isPostgresError(error)) {
    message = postgresMessage(error);
    for (const field of POSTGRES_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (value !== undefined) fields[field] = value;
    }
  } else {
    message = error.message;
    for (const [key, value] of Object.entries(error)) {
      if (!NEVER_KEPT.has(key) && isPlainValue(value)) fields[key] = value;
    }
  }
  const logged: LoggedError = {
    type,
    message,
    stack: stackOf(error, `${type}: ${message}`),
    ...fields,
  };
  if (error.cause instanceof Error && causesLeft > 0) {
    logged.cause = loggedFormOf(error.cause, causesLeft - 1);
  }
  return logged;
}

/**
 * The logger's serializer for `err` (every `log.error({ err })` of the app goes through it).
 * Something thrown that is not an Error is named by its type only: it could be anything.
 */
export function errorForLog(error: unknown): LoggedError {
  if (error instanceof Error) return loggedFormOf(error, MAX_CAUSES);
  const message = `a ${typeof error} was thrown`;
  return { type: typeof error, message, stack: message };
}

/** An error that carries only the logged form of another: for records kept at rest. */
class ValueFreeError extends Error {
  constructor(logged: LoggedError) {
    super(logged.message);
    Object.assign(this, logged);
    this.name = logged.type;
  }
}

/**
 * The error with its values gone, as an Error: a failed job hands it to the queue, which keeps
 * what it is given in `pgboss.job.output`.
 */
export function withoutValues(error: unknown): Error {
  return new ValueFreeError(errorForLog(error));
}
