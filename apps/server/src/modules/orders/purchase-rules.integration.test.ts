import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller, customer, licenceOf, orderOf, serviceWithSkus } from './mall-customer-test-kit.ts';

type Verdict = { allowed: boolean; reason: string | null };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('purchase rules (order/limitbuy/verify, order/role/verify, order/checkuseriscanbuywdh5onemonth)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a perpetual buyout be bought once per user; subscriptions have no such limit', async () => {
    const skus = await serviceWithSkus(server);
    const buyer = await customer(server);
    const limit = (client = buyer.client, skuId = skus.buyout) =>
      client.get<Verdict>(`/ommall/srvmall/order/limitbuy/verify?skuId=${skuId}`);
    expect((await limit()).body).toEqual({ code: 200, data: { allowed: true, reason: null }, msg: 'ok' });
    // an unpaid or cancelled order does not count
    await orderOf(server, buyer.tenantId, { skuId: skus.buyout, status: 'unpaid' });
    await orderOf(server, buyer.tenantId, { skuId: skus.buyout, status: 'cancelled' });
    expect((await limit()).body.data.allowed).toBe(true);

    await orderOf(server, buyer.tenantId, { skuId: skus.buyout, status: 'paid' });
    expect((await limit()).body.data).toEqual({
      allowed: false,
      reason: 'You have reached the purchase limit of this item',
    });
    expect((await limit(buyer.client.in('zh-CN'))).body.data.reason).toBe('您已达到该商品的购买上限');
    await orderOf(server, buyer.tenantId, { skuId: skus.subscription, status: 'paid' });
    expect((await limit(buyer.client, skus.subscription)).body.data.allowed).toBe(true);
    // another user is not limited by this one's purchase
    expect((await limit((await customer(server)).client)).body.data.allowed).toBe(true);
  });

  it('lets extras be bought on a paid licence in service only, and stores on a professional one', async () => {
    const skus = await serviceWithSkus(server);
    const role = (client: ReturnType<typeof caller>, skuId: number) =>
      client.get<Verdict>(`/ommall/srvmall/order/role/verify?skuId=${skuId}`);

    const newcomer = await customer(server);
    expect((await role(newcomer.client, skus.subscription)).body.data.allowed).toBe(true);
    expect((await role(newcomer.client, skus.extra_user)).body.data).toEqual({
      allowed: false,
      reason: 'You have no licence in service for this product',
    });
    expect((await role(newcomer.client.in('zh-CN'), skus.extra_store)).body.data.reason).toBe(
      '您没有该产品正在服务中的授权',
    );

    const trial = await customer(server);
    await licenceOf(server, trial.tenantId, skus.serviceNumber, {
      level: 'professional',
      trial: true,
      expiresAt: new Date(Date.now() + 10 * DAY_MS),
    });
    expect((await role(trial.client, skus.extra_user)).body.data.allowed).toBe(false);

    const expired = await customer(server);
    await licenceOf(server, expired.tenantId, skus.serviceNumber, {
      level: 'professional',
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    expect((await role(expired.client, skus.extra_user)).body.data.allowed).toBe(false);

    const basic = await customer(server);
    await licenceOf(server, basic.tenantId, skus.serviceNumber, {
      level: 'basic',
      expiresAt: new Date(Date.now() + 100 * DAY_MS),
    });
    expect((await role(basic.client, skus.extra_user)).body.data.allowed).toBe(true);
    expect((await role(basic.client, skus.extra_store)).body.data).toEqual({
      allowed: false,
      reason: 'The basic edition cannot buy extra stores; upgrade to professional first',
    });
    expect((await role(basic.client.in('zh-CN'), skus.extra_store)).body.data.reason).toBe(
      '基础版不能加购门店，请先升级到专业版',
    );

    const professional = await customer(server);
    await licenceOf(server, professional.tenantId, skus.serviceNumber, { level: 'professional', expiresAt: null });
    expect((await role(professional.client, skus.extra_store)).body.data.allowed).toBe(true);
  });

  it('offers the first-buy deal only to users who never paid an order', async () => {
    const user = await customer(server);
    const firstBuy = (client = user.client) =>
      client.get<Verdict>('/ommall/srvmall/order/checkuseriscanbuywdh5onemonth');
    expect((await firstBuy()).body.data).toEqual({ allowed: true, reason: null });
    await orderOf(server, user.tenantId, { status: 'unpaid' });
    expect((await firstBuy()).body.data.allowed).toBe(true);
    await orderOf(server, user.tenantId, { status: 'paid' });
    expect((await firstBuy()).body.data).toEqual({ allowed: false, reason: 'This offer is for first purchases only' });
    expect((await firstBuy(user.client.in('zh-CN'))).body.data.reason).toBe('该优惠仅限首次购买');
  });

  it('answers 404 for an unknown SKU, 400 without one, and 401 to a visitor', async () => {
    const { client } = await customer(server);
    const unknown = await client.get('/ommall/srvmall/order/limitbuy/verify?skuId=2000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('The selected item is not on sale');
    expect((await client.get('/ommall/srvmall/order/role/verify')).status).toBe(400);
    expect((await client.get('/ommall/srvmall/order/role/verify?skuId=abc')).status).toBe(400);
    const visitor = caller(server);
    expect((await visitor.get('/ommall/srvmall/order/limitbuy/verify?skuId=1')).status).toBe(401);
    expect((await visitor.get('/ommall/srvmall/order/checkuseriscanbuywdh5onemonth')).body.code).toBe(401);
  });
});
