import type { ConversationKind } from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * A conversation (issue 15). A direct one lists its two people in `conversation_members` and
 * is found again by `direct_key` (the two ids, sorted). An order thread belongs to an order and
 * one carrier side; its members follow the order's parties (the forwarder company's people,
 * the carrier company's people, the CB while a problem is reported), so it stores none.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    directKey: text('direct_key'),
    orderId: uuid('order_id').references(() => orders.id),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** The newest message's time (else the creation's): the list's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_direct_key_unique')
      .on(table.directKey)
      .where(sql`${table.directKey} is not null`),
    uniqueIndex('conversations_order_carrier_unique')
      .on(table.orderId, table.carrierCompanyId)
      .where(sql`${table.orderId} is not null`),
  ],
);

/** The two people of a direct conversation. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
  ],
);

/**
 * How far each reader got in a conversation, by message seq: delivered to a device, read, and
 * covered by an e-mail digest. No row means nothing yet.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deliveredSeq: bigint('delivered_seq', { mode: 'number' }).notNull().default(0),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    digestedSeq: bigint('digested_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);

/**
 * A message. Nothing is hard-deleted: an edit keeps the earlier text in
 * `chat_message_revisions`, a deletion sets `deleted_at` and keeps the text for the CB.
 * `(sender_id, client_id)` is unique, so a resent message is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_unique').on(table.seq),
    uniqueIndex('chat_messages_sender_client_unique').on(table.senderId, table.clientId),
    index('chat_messages_conversation_seq_idx').on(table.conversationId, table.seq),
  ],
);

/** A message's earlier texts, one row per edit or deletion. */
export const chatMessageRevisions = pgTable(
  'chat_message_revisions',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id),
    text: text('text').notNull(),
    /** `EDIT` or `DELETE`: what replaced this text. */
    change: text('change').$type<'EDIT' | 'DELETE'>().notNull(),
    changedAt: createdAt(),
  },
  (table) => [index('chat_message_revisions_message_idx').on(table.messageId)],
);

/** The files of a message, in their order. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    uniqueIndex('chat_attachments_file_unique').on(table.fileId),
  ],
);

/**
 * Who has a socket open on which API process, refreshed by a heartbeat: whether a user is
 * online anywhere (a message to someone offline also becomes a notification). A process that
 * died leaves rows that stop being fresh.
 */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sockets: integer('sockets').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.userId] }),
    index('realtime_presence_user_idx').on(table.userId),
  ],
);
