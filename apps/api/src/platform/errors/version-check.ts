import { AppError } from './app-error.js';

/**
 * Optimistic locking's one comparison. Every edit names the version of the record it was
 * made on; a record that has moved on since was changed by someone else, and writing over
 * it would lose their change. The repositories' `…IfVersion` updates enforce it in SQL; this
 * refuses early, before any work, with the code the web answers by reloading.
 */
export function isStaleVersion(current: number, read: number): boolean {
  return current !== read;
}

/** Refuses an edit made on an older version of the record (`VERSION_CONFLICT`). */
export function assertCurrentVersion(record: { version: number }, read: number): void {
  if (isStaleVersion(record.version, read)) throw new AppError('VERSION_CONFLICT');
}
