import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { CHAT_CONVERSATIONS_PER_ADDRESS, CHAT_MESSAGES_PER_ADDRESS } from './index.ts';
import { MAX_VISITOR_MESSAGES_PER_MINUTE } from './send-visitor-message.ts';

describe('the chat under a flood', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (address: string, visitor?: string, language = 'zh-TW') =>
    fetch(`${server.baseUrl}/support/chat/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'accept-language': language,
        ...(visitor ? { cookie: `tb_visitor=${visitor}` } : {}),
      },
      body: JSON.stringify({ text: 'spam', page: '/price' }),
    });
  const conversations = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          server.database.handle.db,
          sql`select count(*)::int as n from support_conversations`,
        )
      )[0]?.n,
    );

  it('opens no more conversations for one address than its allowance, from 60 messages at once without a cookie', async () => {
    const allowance = CHAT_CONVERSATIONS_PER_ADDRESS.hits;
    // the review's flood: 60 messages, each from a new visitor (no cookie)
    const answers = await Promise.all(Array.from({ length: 60 }, () => send('203.0.113.61')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(allowance);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(60 - allowance);
    expect(await refused[0]?.json()).toEqual({
      code: 429,
      data: null,
      msg: '您所在的網路一小時內新開的對話過多，請稍後再試，或透過電話、電子郵件聯絡我們',
    });
    expect(await conversations()).toBe(allowance);
  });

  it('tells the next newcomer of a spent address why, in their language, and lets a visitor there go on in the conversation they have', async () => {
    const visitor = randomUUID();
    const first = await send('203.0.113.62', visitor);
    expect(first.status).toBe(200);
    // the address opens the rest of its allowance to others, then the visitor writes again
    for (let i = 1; i < CHAT_CONVERSATIONS_PER_ADDRESS.hits; i += 1) await send('203.0.113.62');
    const refused = await send('203.0.113.62', undefined, 'en-US');
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toBe(
      'Too many new chats have been started from your network in the last hour. Please try again later, or call or email us',
    );
    const again = await send('203.0.113.62', visitor);
    expect(again.status).toBe(200);
    expect((await again.json()).data.messages).toHaveLength(2);
  });

  it('still opens a conversation for another address', async () => {
    expect((await send('198.51.100.61')).status).toBe(200);
  });

  it('holds the visitors of one address to its messages a minute, all together', async () => {
    const visitors = Array.from(
      { length: Math.ceil(CHAT_MESSAGES_PER_ADDRESS.hits / MAX_VISITOR_MESSAGES_PER_MINUTE) + 1 },
      () => randomUUID(),
    );
    const statuses: number[] = [];
    for (const visitor of visitors) {
      for (let i = 0; i < MAX_VISITOR_MESSAGES_PER_MINUTE; i += 1)
        statuses.push((await send('198.51.100.62', visitor)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_MESSAGES_PER_ADDRESS.hits);
    expect(statuses.slice(CHAT_MESSAGES_PER_ADDRESS.hits).every((status) => status === 429)).toBe(true);
  });
});
