import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}
interface Conversation {
  id: number;
  queue: string;
  status: string;
  messages: Array<{ author: string; agent_name: string | null; body: string }>;
}

describe('customer-service chat', () => {
  let server: TestApp;

  const visitorCookie = (response: Response) =>
    /tb_visitor=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const send = (text: string, cookie?: string) =>
    fetch(`${server.baseUrl}/support/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `tb_visitor=${cookie}` } : {}) },
      body: JSON.stringify({ text, page: '/price' }),
    });
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/admin/api/support${path}`, {
      ...init,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json', ...init.headers },
    });

  beforeAll(async () => {
    server = await startTestApp({ seed: false, adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server.close();
  });

  it('opens a conversation in the non-paying queue with the first message, and keeps it for the visitor', async () => {
    const first = await send('Hello, can I import my stock from Excel?');
    const cookie = visitorCookie(first);
    expect(cookie).toMatch(/^[0-9a-f-]{36}$/);
    const opened = (await first.json()) as Envelope<Conversation>;
    expect(opened.code).toBe(200);
    expect(opened.data.queue).toBe('prospects');
    expect(opened.data.messages.map((m) => m.body)).toEqual(['Hello, can I import my stock from Excel?']);

    const second = (await (await send('And from CSV?', cookie)).json()) as Envelope<Conversation>;
    expect(second.data.id).toBe(opened.data.id);
    const current = (await (
      await fetch(`${server.baseUrl}/support/chat`, { headers: { cookie: `tb_visitor=${cookie}` } })
    ).json()) as Envelope<Conversation>;
    expect(current.data.messages).toHaveLength(2);
  });

  it('has no conversation for a visitor who never wrote', async () => {
    const response = await fetch(`${server.baseUrl}/support/chat`);
    expect(await response.json()).toEqual({ code: 200, data: null, msg: 'ok' });
  });

  it('lets the team read the queue and answer, and the visitor sees the answer', async () => {
    const cookie = visitorCookie(await send('Do you have a Windows app?'));
    const queue = (await (await admin('/conversations?queue=prospects')).json()) as Envelope<{
      list: Array<{ id: number; last_message: string }>;
    }>;
    const mine = queue.data.list.find((item) => item.last_message === 'Do you have a Windows app?');
    expect(mine).toBeDefined();
    const replied = await admin(`/conversations/${mine?.id}/replies`, {
      method: 'POST',
      body: JSON.stringify({ text: 'Yes — see the download page.', agent_name: 'Lin' }),
    });
    expect(replied.status).toBe(200);
    const seen = (await (
      await fetch(`${server.baseUrl}/support/chat`, { headers: { cookie: `tb_visitor=${cookie}` } })
    ).json()) as Envelope<Conversation>;
    expect(seen.data.messages.at(-1)).toMatchObject({
      author: 'agent',
      agent_name: 'Lin',
      body: 'Yes — see the download page.',
    });

    const closed = await admin(`/conversations/${mine?.id}/close`, { method: 'POST', body: '{}' });
    expect(((await closed.json()) as Envelope<Conversation>).data.status).toBe('closed');
    const after = await fetch(`${server.baseUrl}/support/chat`, { headers: { cookie: `tb_visitor=${cookie}` } });
    expect(((await after.json()) as Envelope<null>).data).toBeNull();
  });

  it('opens a single conversation when two first messages race', async () => {
    const cookie = '8a6f1c1e-1111-4222-8333-944455556666';
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send(`race ${i}`, cookie)));
    const ids = new Set(
      await Promise.all(results.map(async (r) => ((await r.json()) as Envelope<Conversation>).data.id)),
    );
    expect(ids.size).toBe(1);
  });

  it('refuses empty or oversized messages with 400 and stores nothing', async () => {
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const response = await send(text, '9b6f1c1e-1111-4222-8333-944455556666');
      expect(response.status).toBe(400);
      expect(((await response.json()) as Envelope<null>).code).toBe(400);
    }
    const none = await fetch(`${server.baseUrl}/support/chat`, {
      headers: { cookie: 'tb_visitor=9b6f1c1e-1111-4222-8333-944455556666' },
    });
    expect(((await none.json()) as Envelope<null>).data).toBeNull();
  });

  it('slows down a visitor who sends more than 12 messages a minute', async () => {
    const cookie = 'ac6f1c1e-1111-4222-8333-944455556666';
    for (let i = 0; i < 12; i += 1) expect((await send(`m${i}`, cookie)).status).toBe(200);
    const refused = await send('one too many', cookie);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Envelope<null>).msg).toBe('Too many requests, please slow down and try again');
  });

  it('refuses the back office without the right token', async () => {
    const none = await fetch(`${server.baseUrl}/admin/api/support/conversations`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as Envelope<null>).code).toBe(401);
    const wrong = await fetch(`${server.baseUrl}/admin/api/support/conversations`, {
      headers: { authorization: 'Bearer wrong-token-wrong-token-x' },
    });
    expect(wrong.status).toBe(401);
  });
});
