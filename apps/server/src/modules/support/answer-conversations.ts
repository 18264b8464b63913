import type { ChatConversation, ChatQueue } from '@tallybook/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { conversationView } from './conversation-view.ts';
import { supportConversations, supportMessages } from './support.tables.ts';

/** The back office's queue: conversations by last message, newest first. */
export async function listConversations(
  db: Db,
  query: { queue?: ChatQueue; status: 'open' | 'closed'; page: number; page_size: number },
) {
  const where = and(
    eq(supportConversations.status, query.status),
    query.queue ? eq(supportConversations.queue, query.queue) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(supportConversations).where(where);
  const rows = await db
    .select({
      conversation: supportConversations,
      lastMessage: sql<
        string | null
      >`(select body from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
    })
    .from(supportConversations)
    .where(where)
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    list: rows.map(({ conversation, lastMessage }) => ({
      id: conversation.id,
      queue: conversation.queue,
      status: conversation.status,
      language: conversation.language,
      page_url: conversation.pageUrl,
      created_at: conversation.createdAt.toISOString(),
      last_message_at: conversation.lastMessageAt.toISOString(),
      last_message: lastMessage,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

async function findConversation(db: Db, id: number) {
  const [conversation] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  if (!conversation) throw new AppError(404, 'notFound');
  return conversation;
}

export async function getConversation(db: Db, id: number): Promise<ChatConversation> {
  return conversationView(db, await findConversation(db, id));
}

/** A team member answers; the visitor's widget shows it at its next look. */
export async function replyToConversation(
  db: Db,
  id: number,
  reply: { text: string; agent_name: string },
): Promise<ChatConversation> {
  const conversation = await findConversation(db, id);
  if (conversation.status !== 'open') throw new AppError(409, 'badRequest', { detail: 'the conversation is closed' });
  await db.insert(supportMessages).values({
    conversationId: id,
    author: 'agent',
    agentName: reply.agent_name,
    body: reply.text,
  });
  await db.update(supportConversations).set({ lastMessageAt: sql`now()` }).where(eq(supportConversations.id, id));
  return conversationView(db, conversation);
}

export async function closeConversation(db: Db, id: number): Promise<ChatConversation> {
  await findConversation(db, id);
  const [closed] = await db
    .update(supportConversations)
    .set({ status: 'closed' })
    .where(eq(supportConversations.id, id))
    .returning();
  if (!closed) throw new AppError(404, 'notFound');
  return conversationView(db, closed);
}
