import { CHAT_QUEUES } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const chatQueue = pgEnum('chat_queue', CHAT_QUEUES);
export const conversationStatus = pgEnum('conversation_status', ['open', 'closed']);
export const messageAuthor = pgEnum('message_author', ['visitor', 'agent']);

/** spec §2: an online chat of the customer-service widget, one open at a time per visitor. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text().notNull(),
    queue: chatQueue().notNull(),
    status: conversationStatus().notNull().default('open'),
    language: text().notNull(),
    pageUrl: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one open conversation per visitor, even when two first messages race
    uniqueIndex('support_conversations_one_open_per_visitor').on(table.visitorId).where(sql`${table.status} = 'open'`),
    index().on(table.queue, table.status, table.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: messageAuthor().notNull(),
    agentName: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.conversationId, table.id)],
);
