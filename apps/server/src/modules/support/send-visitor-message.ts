import type { ChatConversation, ChatQueue, Language } from '@tallybook/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { ClientLimit } from '../../platform/limits/client-limit.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { conversationView } from './conversation-view.ts';
import { supportConversations, supportMessages } from './support.tables.ts';

// A person types a few messages a minute; more is a script.
export const MAX_VISITOR_MESSAGES_PER_MINUTE = 12;

/**
 * One visitor has one open conversation; a script that drops its cookie is a new visitor with a new
 * conversation each time, so an address may open only so many. Several people behind one office
 * address may each start a chat within the hour.
 */
export const CHAT_CONVERSATIONS_PER_ADDRESS: ClientLimit = { hits: 20, windowMs: 60 * 60_000 };

/**
 * Adds the visitor's message to their open chat, opening one in `queue` when they have none.
 * Two first messages at once still make one conversation (a partial unique index decides). A new
 * conversation counts against its address's allowance in the same transaction, so a refused one
 * leaves neither a conversation nor a count behind.
 */
export async function sendVisitorMessage(
  db: Db,
  input: {
    visitorId: string;
    /** The sender's network address. */
    address: string;
    queue: ChatQueue;
    language: Language;
    text: string;
    page?: string;
    conversationsPerAddress?: ClientLimit | undefined;
  },
): Promise<ChatConversation> {
  const limit = input.conversationsPerAddress ?? CHAT_CONVERSATIONS_PER_ADDRESS;
  return db.transaction(async (tx) => {
    const opened = await tx
      .insert(supportConversations)
      .values({ visitorId: input.visitorId, queue: input.queue, language: input.language, pageUrl: input.page ?? '' })
      .onConflictDoNothing({
        target: supportConversations.visitorId,
        where: sql`${supportConversations.status} = 'open'`,
      })
      .returning({ id: supportConversations.id });
    if (opened.length > 0 && (await countHit(tx, `chat:conversations:${input.address}`, limit.windowMs)) > limit.hits) {
      throw new AppError(429, 'chatConversationsFromAddress');
    }
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
