import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The text of the statement a failed query sent, with its placeholders ($1, $2) and without its
 * values; null when the error is not a failed query. Drizzle's error puts the values into its
 * message as well ("Failed query: … params: …"), which is why the log reads this instead.
 */
export function failedStatementOf(error: Error): string | null {
  return error instanceof DrizzleQueryError ? error.query : null;
}
