import type { Database } from '../db/client.js';
import type { FileStore } from './files/file-store.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';

/** Where a failure that must not undo a committed change (an e-mail) is reported. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/**
 * What services use, handed to them as their first parameter (docs/architecture.md,
 * "Permissions and layers"). A service names the part it needs with `Pick<ServiceDeps, …>`;
 * routes build the whole object per request with `serviceDeps(app, request)`.
 */
export interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  files: FileStore;
  log: ErrorLog;
  /** Background work queued in the caller's transaction (`enqueueWithin`), woken after it. */
  jobs: JobQueue;
}

/** The caller's network facts, kept in audit and agreement records. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
