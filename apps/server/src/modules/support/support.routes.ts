import {
  agentReplyBody,
  chatConversation,
  chatConversationResponse,
  chatQueueFor,
  codeEnvelope,
  conversationIdParams,
  conversationListQuery,
  conversationListResponse,
  sendChatMessageBody,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { ensureVisitorId, readVisitorId } from '../../platform/http/visitor.ts';
import { type ClientLimit, enforceClientLimit } from '../../platform/limits/client-limit.ts';
import { closeConversation, getConversation, listConversations, replyToConversation } from './answer-conversations.ts';
import { getVisitorConversation } from './get-visitor-conversation.ts';
import { sendVisitorMessage } from './send-visitor-message.ts';

export interface SupportRoutesOptions {
  db: Db;
  /** spec §2: paying visitors chat in another queue than the rest. */
  isPayingVisitor: (request: FastifyRequest) => Promise<boolean>;
  /** Chat messages one address may send per window, all its visitors together (default CHAT_MESSAGES_PER_ADDRESS). */
  messagesPerAddress?: ClientLimit;
  /** Conversations one address may open per window (default CHAT_CONVERSATIONS_PER_ADDRESS). */
  conversationsPerAddress?: ClientLimit;
}

/**
 * Each visitor is held to a few messages a minute (sendVisitorMessage); a script that drops its cookie
 * is a new visitor each time, so the address is counted too. Several people behind one office
 * address may chat at once.
 */
export const CHAT_MESSAGES_PER_ADDRESS: ClientLimit = { hits: 60, windowMs: 60_000 };

const conversationResponse = codeEnvelope(chatConversation);

/** The customer-service widget's online chat, and the back office's side of it. */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/support/chat',
    {
      schema: {
        tags: ['support'],
        summary: 'The visitor’s open chat with its messages, or null',
        response: { 200: chatConversationResponse },
      },
    },
    async (request) => {
      const visitorId = readVisitorId(request);
      return { code: 200, data: visitorId ? await getVisitorConversation(db, visitorId) : null, msg: 'ok' };
    },
  );

  app.post(
    '/support/chat/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a chat message, opening a conversation when there is none',
        body: sendChatMessageBody,
        response: { 200: conversationResponse },
      },
    },
    async (request, reply) => {
      const visitorId = ensureVisitorId(request, reply);
      await enforceClientLimit(
        db,
        `chat:address:${request.ip}`,
        options.messagesPerAddress ?? CHAT_MESSAGES_PER_ADDRESS,
      );
      const conversation = await sendVisitorMessage(db, {
        visitorId,
        address: request.ip,
        conversationsPerAddress: options.conversationsPerAddress,
        queue: chatQueueFor(await options.isPayingVisitor(request)),
        language: request.language,
        text: request.body.text,
        page: request.body.page,
      });
      return { code: 200, data: conversation, msg: 'ok' };
    },
  );
};

/**
 * The back office's side of the online chat: conversations, replies, closing.
 * No guard of its own: the admin composition (apps/server/src/admin) registers it behind the back office's token.
 */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/api/support/conversations',
    {
      schema: {
        tags: ['back office'],
        summary: 'Chat conversations of a queue, newest activity first',
        querystring: conversationListQuery,
        response: { 200: conversationListResponse },
      },
    },
    async (request) => ({ code: 200, data: await listConversations(db, request.query), msg: 'ok' }),
  );

  app.get(
    '/admin/api/support/conversations/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One conversation with its messages',
        params: conversationIdParams,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ({ code: 200, data: await getConversation(db, request.params.id), msg: 'ok' }),
  );

  app.post(
    '/admin/api/support/conversations/:id/replies',
    {
      schema: {
        tags: ['back office'],
        summary: 'Answer a visitor',
        params: conversationIdParams,
        body: agentReplyBody,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await replyToConversation(db, request.params.id, request.body),
      msg: 'ok',
    }),
  );

  app.post(
    '/admin/api/support/conversations/:id/close',
    {
      schema: {
        tags: ['back office'],
        summary: 'Close a conversation',
        params: conversationIdParams,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ({ code: 200, data: await closeConversation(db, request.params.id), msg: 'ok' }),
  );
};
