import { message } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { client, merchant, skuId, testPayments } from './orders-test-kit.ts';
import { seedMallCatalogue } from './seed/mall.ts';

/**
 * The mall's order pages for a hostile caller: another user's order number shows the mall's own
 * words (orderNotFound) with the status a missing page has, and nothing of the order.
 */
describe("the order pages, asked for another user's order", () => {
  let server: TestApp;
  let orderNo: string;
  let ownerSession: string;
  let otherSession: string;

  beforeAll(async () => {
    server = await startTestApp({ seed: false, payments: testPayments(), jobs: false, web: await productionWebApp() });
    await seedMallCatalogue(server.database.handle.db);
    const owner = await merchant(server);
    const other = await merchant(server);
    ownerSession = owner.session;
    otherSession = other.session;
    const placed = await owner.client.post<{ orderNo: string }>('/ommall/srvmall/order', {
      kind: 'new',
      skuId: await skuId(server.database.handle.db, 'professional', 12),
      serviceNumber: 'KDZHJ01',
    });
    expect(placed.body.code).toBe(200);
    orderNo = placed.body.data.orderNo;
    // the other user can read their own things: the refusal below is about the order, not the session
    expect(
      (await client(server, { session: otherSession }).get('/ommall/srvmall/order/pagelist?page=1&pageSize=10')).status,
    ).toBe(200);
  }, 180_000);
  afterAll(async () => server?.close());

  const page = async (address: string, session: string) => {
    const response = await fetch(`${server.baseUrl}${address}`, {
      headers: { cookie: `lang=en-US; tb_session=${session}` },
      redirect: 'manual',
    });
    return { status: response.status, body: await response.text() };
  };
  const addresses = (number: string) => [
    `/order/pay?orderNo=${number}`,
    `/order/result?orderNo=${number}`,
    `/order/check?orderNo=${number}`,
    `/account/orders/${number}`,
  ];

  it('shows the owner their order', async () => {
    for (const address of addresses(orderNo)) {
      const shown = await page(address, ownerSession);
      expect(shown.status, address).toBe(200);
      expect(shown.body, address).toContain(orderNo);
    }
  });

  it("answers 404 with the mall's words for another user's order, and shows nothing of it", async () => {
    for (const address of addresses(orderNo)) {
      const shown = await page(address, otherSession);
      expect(shown.status, address).toBe(404);
      expect(shown.body, address).toContain(message('en-US', 'orderNotFound'));
      expect(shown.body, address).not.toContain('data-testid="order-final-amount"');
    }
  });

  it('answers the same for an order number nobody has, so a guess learns nothing', async () => {
    for (const address of addresses('O999999999999999')) {
      const shown = await page(address, otherSession);
      expect(shown.status, address).toBe(404);
      expect(shown.body, address).toContain(message('en-US', 'orderNotFound'));
    }
  });
});
