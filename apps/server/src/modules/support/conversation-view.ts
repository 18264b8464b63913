import type { ChatConversation } from '@tallybook/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type supportConversations, supportMessages } from './support.tables.ts';

/** A conversation with its messages, as the widget and the back office show it. */
export async function conversationView(
  db: Db,
  conversation: typeof supportConversations.$inferSelect,
): Promise<ChatConversation> {
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(asc(supportMessages.id));
  return {
    id: conversation.id,
    queue: conversation.queue,
    status: conversation.status,
    messages: messages.map((row) => ({
      id: row.id,
      author: row.author,
      agent_name: row.agentName,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
