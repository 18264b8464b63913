import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { overseasSubscriptions } from './identity.tables.ts';
import { SUBSCRIPTIONS_PER_IP_PER_HOUR } from './subscribe-overseas-merchant.ts';

describe('the overseas subscription under a flood', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const subscribe = (address: string, email: string) =>
    fetch(`${server.baseUrl}/servicebook/merchant/overseas/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'ar' },
      body: JSON.stringify({ email, origin: 1 }),
    });
  const stored = async () => (await server.database.handle.db.select().from(overseasSubscriptions)).length;

  it('keeps no more addresses from one network address than its hourly allowance, from a concurrent burst', async () => {
    const answers = await Promise.all(
      Array.from({ length: SUBSCRIPTIONS_PER_IP_PER_HOUR * 3 }, (_, i) =>
        subscribe('203.0.113.70', `burst-${i}@shop.com`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SUBSCRIPTIONS_PER_IP_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(SUBSCRIPTIONS_PER_IP_PER_HOUR * 2);
    expect(await refused[0]?.json()).toEqual({
      code: 429,
      data: null,
      msg: 'طلبات كثيرة جدًا، يرجى التمهل والمحاولة مرة أخرى',
    });
    expect(await stored()).toBe(SUBSCRIPTIONS_PER_IP_PER_HOUR);
  });

  it('still keeps another network address’s subscription', async () => {
    expect((await subscribe('198.51.100.70', 'owner@elsewhere.com')).status).toBe(200);
    expect(await stored()).toBe(SUBSCRIPTIONS_PER_IP_PER_HOUR + 1);
  });
});
