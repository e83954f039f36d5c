import type { Database } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** Where a failure that must not undo a committed change (an e-mail) is reported. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/** What the onboarding services use; routes build it from the app. */
export interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  log: ErrorLog;
}

/** The caller's network facts, kept in audit and agreement records. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
