import type { ChatConversation } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { conversationView } from './conversation-view.ts';
import { supportConversations } from './support.tables.ts';

/** The visitor's open chat with its messages, or null when they have none. */
export async function getVisitorConversation(db: Db, visitorId: string): Promise<ChatConversation | null> {
  const [open] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.visitorId, visitorId), eq(supportConversations.status, 'open')));
  return open ? conversationView(db, open) : null;
}
