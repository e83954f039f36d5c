import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

/**
 * Mail that was sent, or waits to be (the embedded mode without SMTP keeps it here). A body may
 * hold a recovery code, so it is kept sealed (AES-GCM, platform/mail/mail-seal.ts) and only
 * until it is sent; afterwards the row keeps its recipient, subject, times and the body's hash.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  /** The sealed body; null once the message is sent. */
  sealedBody: text('sealed_body'),
  /**
   * HMAC-SHA-256 of the plain body (hex), keyed from the server secret: what was sent can be
   * checked without keeping it, and a code in it cannot be found by trying them all (decision
   * 032). Rows sent before migration 0016 hold a plain SHA-256.
   */
  bodySha256: text('body_sha256').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
