import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

/** Mail that was sent, or would have been without SMTP (the embedded mode reads OTPs here). */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
