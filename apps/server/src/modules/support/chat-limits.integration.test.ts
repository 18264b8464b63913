import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHAT_MESSAGES_PER_ADDRESS } from './support.routes.ts';

describe('the chat under a flood', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (address: string, visitor?: string) =>
    fetch(`${server.baseUrl}/support/chat/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'accept-language': 'zh-TW',
        ...(visitor ? { cookie: `tb_visitor=${visitor}` } : {}),
      },
      body: JSON.stringify({ text: 'spam', page: '/price' }),
    });

  it('takes no more than the allowance of one address from a script minting a visitor per message', async () => {
    const answers = await Promise.all(
      Array.from({ length: CHAT_MESSAGES_PER_ADDRESS.hits + 10 }, () => send('203.0.113.61')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CHAT_MESSAGES_PER_ADDRESS.hits);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(await refused[0]?.json()).toEqual({ code: 429, data: null, msg: '請求過於頻繁，請稍後重試' });
  });
});
