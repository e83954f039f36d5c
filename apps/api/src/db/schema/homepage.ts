import type { Language, QuestionEventKind, QuestionStatus } from '@freight/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Visitors' questions from the homepage's form (issue 13). The visitor has no account: the
 * answer goes to `email`, written in `language`.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<QuestionStatus>().notNull().default('NEW'),
    /** The sender's address, kept to trace abuse of the public form. */
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('questions_status_created_idx').on(table.status, table.createdAt)],
);

/** A question's history: asked, each answer (with its text), closed, reopened. */
export const questionEvents = pgTable(
  'question_events',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuestionEventKind>().notNull(),
    /** Null for the visitor's own question. */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    text: text('text'),
    createdAt: createdAt(),
  },
  (table) => [index('question_events_question_idx').on(table.questionId, table.createdAt)],
);

/** The partners shown on the homepage, in the admin's order (`position`, ascending). */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text('name').notNull(),
    url: text('url'),
    logoFileId: uuid('logo_file_id')
      .notNull()
      .references(() => files.id),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('partners_position_idx')
      .on(table.position)
      .where(sql`${table.visible}`),
  ],
);
