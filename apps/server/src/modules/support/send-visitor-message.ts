import type { ChatConversation, ChatQueue, Language } from '@tallybook/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { conversationView } from './conversation-view.ts';
import { supportConversations, supportMessages } from './support.tables.ts';

// A person types a few messages a minute; more is a script.
export const MAX_VISITOR_MESSAGES_PER_MINUTE = 12;

/**
 * Adds the visitor's message to their open chat, opening one in `queue` when they have none.
 * Two first messages at once still make one conversation (a partial unique index decides).
 */
export async function sendVisitorMessage(
  db: Db,
  input: { visitorId: string; queue: ChatQueue; language: Language; text: string; page?: string },
): Promise<ChatConversation> {
  return db.transaction(async (tx) => {
    await tx
      .insert(supportConversations)
      .values({ visitorId: input.visitorId, queue: input.queue, language: input.language, pageUrl: input.page ?? '' })
      .onConflictDoNothing({
        target: supportConversations.visitorId,
        where: sql`${supportConversations.status} = 'open'`,
      });
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.visitorId, input.visitorId), eq(supportConversations.status, 'open')))
      .for('update');
    if (!conversation) throw new Error('the open conversation vanished');

    const [recent] = await tx
      .select({ sent: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversation.id),
          eq(supportMessages.author, 'visitor'),
          gt(supportMessages.createdAt, sql`now() - interval '1 minute'`),
        ),
      );
    if ((recent?.sent ?? 0) >= MAX_VISITOR_MESSAGES_PER_MINUTE) throw new AppError(429, 'tooManyRequests');

    await tx.insert(supportMessages).values({ conversationId: conversation.id, author: 'visitor', body: input.text });
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(supportConversations.id, conversation.id));
    return conversationView(tx, conversation);
  });
}
