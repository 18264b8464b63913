import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { overseasSubscriptions } from './identity.tables.ts';
import { SUBSCRIPTIONS_PER_IP_PER_HOUR } from './subscribe-overseas-merchant.ts';

describe('POST /servicebook/merchant/overseas/add', () => {
  let server: TestApp;
  const subscribe = (body: unknown, language = 'en-US') =>
    fetch(`${server.baseUrl}/servicebook/merchant/overseas/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the address and answers 提交成功 in Chinese', async () => {
    const response = await subscribe({ email: 'Owner@Shop.com', origin: 1 }, 'zh-CN');
    expect(await response.json()).toEqual({ code: 200, data: { subscribed: true }, msg: '提交成功' });
  });

  it('keeps one row per address, however it is typed', async () => {
    const again = await subscribe({ email: ' owner@shop.com ', origin: 1 });
    expect(await again.json()).toEqual({ code: 200, data: { subscribed: false }, msg: 'Submitted successfully' });
    const rows = await server.database.handle.db.select().from(overseasSubscriptions);
    expect(rows.map((row) => row.email)).toEqual(['owner@shop.com']);
  });

  it.each([
    ['', 'zh-CN', '邮箱不能为空'],
    ['not-an-email', 'zh-CN', '邮箱格式不正确'],
    ['not-an-email', 'zh-TW', '電子郵件格式不正確'],
    ['', 'en-US', 'Email cannot be empty'],
  ])('refuses %j with the spec message in %s', async (email, language, expected) => {
    const response = await subscribe({ email, origin: 1 }, language);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, data: null, msg: expected });
  });

  it('refuses another origin', async () => {
    const response = await subscribe({ email: 'a@b.co', origin: 2 });
    expect(response.status).toBe(400);
  });

  it('lets one network address try a limited number of times an hour, and keeps nothing after that', async () => {
    const before = (await server.database.handle.db.select().from(overseasSubscriptions)).length;
    const answers: number[] = [];
    for (let i = 0; i < SUBSCRIPTIONS_PER_IP_PER_HOUR + 3; i += 1) {
      answers.push((await subscribe({ email: `flood-${i}@shop.com`, origin: 1 })).status);
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    const refused = await subscribe({ email: 'late@shop.com', origin: 1 }, 'zh-CN');
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toMatch(/频繁/);
    const after = await server.database.handle.db.select().from(overseasSubscriptions);
    expect(after.length - before).toBeLessThanOrEqual(SUBSCRIPTIONS_PER_IP_PER_HOUR);
    expect(after.map((row) => row.email)).not.toContain('late@shop.com');
  });
});
