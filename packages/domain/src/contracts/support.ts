import { z } from 'zod';
import { CHAT_QUEUES, MAX_CHAT_MESSAGE_LENGTH } from '../rules/service-widget.ts';
import { codeEnvelope, page, pageNumber } from './envelope.ts';

export const chatMessage = z.object({
  id: z.number().int(),
  author: z.enum(['visitor', 'agent']),
  agent_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.number().int(),
  queue: z.enum(CHAT_QUEUES),
  status: z.enum(['open', 'closed']),
  messages: z.array(chatMessage),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatConversationResponse = codeEnvelope(chatConversation.nullable());

export const sendChatMessageBody = z.object({
  text: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
  page: z.string().max(2000).optional(),
});

/** The back office's view of the chat queues. */
export const conversationSummary = z.object({
  id: z.number().int(),
  queue: z.enum(CHAT_QUEUES),
  status: z.enum(['open', 'closed']),
  language: z.string(),
  page_url: z.string(),
  created_at: z.string(),
  last_message_at: z.string(),
  last_message: z.string().nullable(),
});

export const conversationListQuery = z.object({
  queue: z.enum(CHAT_QUEUES).optional(),
  status: z.enum(['open', 'closed']).default('open'),
  page: pageNumber(1),
  page_size: pageNumber(20, 100),
});

export const conversationListResponse = codeEnvelope(page(conversationSummary));

export const agentReplyBody = z.object({
  text: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
  agent_name: z.string().trim().min(1).max(64),
});

export const conversationIdParams = z.object({ id: z.coerce.number().int().positive() });
