import { type ActivationPage, type MessageKey, message, type PartnerActivation } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { drainOutbox } from '../../platform/outbox/outbox.ts';
import { workflowHandlers } from '../../workflows/index.ts';
import { type Browser, browser } from '../identity/accounts-test-kit.ts';
import { seedMallCatalogue } from '../orders/index.ts';
import {
  giveLicence,
  licenceOf,
  postNotification,
  signedNotification,
  skuId,
  testPayments,
} from '../orders/orders-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from './income/income-accounts.ts';
import { approvedPartner, type KitAccount, type KitPartner, quickAccount } from './partner-test-kit.ts';

/**
 * Issue 15's activation by pay link (decision 0040): a partner activates a service for its own
 * customer; the customer pays the order in the mall; the licence activates as a mall purchase's does
 * and the partner earns its share. Every refusal answers its own message; another partner's customer
 * answers exactly as an unknown one.
 */

const P = '/ommall/promoter';
const SERVICE = 'KDZHJ01';

let server: TestApp;
const db = () => server.database.handle.db;
const en = (key: MessageKey, values?: Record<string, string | number>) => message('en-US', key, values);

beforeAll(async () => {
  server = await startTestApp({ seed: false, payments: testPayments(), jobs: false });
  await seedMallCatalogue(db());
}, 120_000);
afterAll(async () => server?.close());

/** A new customer of `partner`, entered by hand by its phone: its merchant id and its own logged-in account. */
async function customerOf(
  partner: KitPartner,
  shopName = 'Activation Shop',
): Promise<KitAccount & { merchantId: number }> {
  const account = await quickAccount(server);
  const entered = await partner.client.post<{ merchantId: number }>(`${P}/input-merchant`, {
    phone: account.phone,
    shopName,
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  return { ...account, merchantId: entered.body.data.merchantId };
}

const activate = (client: Browser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  client.post<PartnerActivation>(`${P}/service`, body, headers);
const verify = (client: Browser, query: Record<string, string | number>) =>
  client.get<Record<string, unknown>>(
    `${P}/active-verify?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
  );

async function ordersOfTenant(tenantId: number) {
  const rows = await queryRows<{
    order_no: string;
    status: string;
    final_amount_fen: string | number;
    user_id: number;
    sku_id: number;
  }>(
    db(),
    sql`select order_no, status, final_amount_fen, user_id, sku_id from mall_orders where tenant_id = ${tenantId} order by id`,
  );
  // bigint arrives as a number on PGlite and as a string on PostgreSQL
  return rows.map((row) => ({ ...row, final_amount_fen: Number(row.final_amount_fen) }));
}

async function priceOf(sku: number): Promise<number> {
  const [row] = await queryRows<{ price_fen: string }>(db(), sql`select price_fen from mall_skus where id = ${sku}`);
  return Number(row?.price_fen);
}

/** The partner home's activation figures (achievement-info): this month's and all, paid ones only. */
async function activatedFigures(client: Browser) {
  const figures = await client.get<{ activatedThisMonth: number; activatedTotal: number }>(`${P}/achievement-info`);
  return { month: figures.body.data.activatedThisMonth, total: figures.body.data.activatedTotal };
}

describe('activation by pay link: the whole path (issue 15)', () => {
  it('creates the customer’s unpaid order; the customer pays it in the mall; the licence activates, the list says paid, the partner earns its share', async () => {
    const partner = await approvedPartner(server, { level: 'gold' });
    const customer = await customerOf(partner, 'Paying Shop');
    const sku = await skuId(db(), 'professional', 12);
    const price = await priceOf(sku);

    const offer = await verify(partner.client, { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: sku });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.data).toMatchObject({
      allowed: true,
      merchantId: customer.merchantId,
      serviceNumber: SERVICE,
      skuId: sku,
      level: 'professional',
      months: 12,
      amountFen: price,
    });

    const made = await activate(partner.client, {
      merchantId: customer.merchantId,
      serviceNumber: SERVICE,
      skuId: sku,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const activation = made.body.data;
    expect(activation).toMatchObject({
      merchantId: customer.merchantId,
      shopName: 'Paying Shop',
      phone: `${customer.phone.slice(0, 3)}****${customer.phone.slice(-4)}`,
      serviceNumber: SERVICE,
      skuId: sku,
      level: 'professional',
      amountFen: price,
      state: 'unpaid',
      paidAt: null,
      payPath: `/order/pay?orderNo=${encodeURIComponent(activation.orderNo)}`,
    });
    expect(activation.serviceName).not.toBe('');
    expect(activation.edition).not.toBe('');
    // the link goes to someone else: 72 hours to pay (PARTNER_ACTIVATION_PAY_HOURS), not the mall's 30 minutes
    expect(Date.parse(activation.payDeadline) - Date.parse(activation.createdAt)).toBe(72 * 3_600_000);

    // the customer's own pending mall order, placed in the name of the customer's owner
    const orders = await ordersOfTenant(customer.merchantId);
    expect(orders).toEqual([
      {
        order_no: activation.orderNo,
        status: 'unpaid',
        final_amount_fen: price,
        user_id: customer.userId,
        sku_id: sku,
      },
    ]);
    // the pay page's own call opens it for the logged-in customer
    const check = await customer.client.get<{ payable: boolean }>(
      `/ommall/srvmall/order/check?orderNo=${encodeURIComponent(activation.orderNo)}`,
    );
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.payable).toBe(true);
    // an activation waiting for payment is not yet counted on the partner's home
    expect(await activatedFigures(partner.client)).toEqual({ month: 0, total: 0 });

    // the customer pays through the sandbox, as any mall order is paid
    const started = await customer.client.post<{ tradeNo: string; amount: number }>('/ommall/srvmall/payment', {
      orderNo: activation.orderNo,
      payType: 1,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.amount).toBe(price);
    const settled = await postNotification(
      server,
      signedNotification({ tradeNo: started.body.data.tradeNo, amountFen: price, outcome: 'paid' }),
    );
    expect(settled.status).toBe(200);

    const licence = await licenceOf(db(), customer.merchantId);
    expect(licence).toMatchObject({ level: 'professional', trial: false });
    expect(licence?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60_000);

    const detail = await partner.client.get<PartnerActivation>(`${P}/active-service?id=${activation.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: activation.id, state: 'paid', payPath: null });
    expect(detail.body.data.paidAt).not.toBeNull();
    const byOrder = await partner.client.get<PartnerActivation>(
      `${P}/active-service?orderNo=${encodeURIComponent(activation.orderNo)}`,
    );
    expect(byOrder.body.data).toEqual(detail.body.data);
    expect(await activatedFigures(partner.client)).toEqual({ month: 1, total: 1 });

    // the order.paid step gives the partner its share (gold: 15 %), pending for the rebate period
    await drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }));
    const rebates = await queryRows<{ kind: string; amount_fen: string | number; order_no: string; state: string }>(
      db(),
      sql`select kind, amount_fen, order_no, state from partner_rebates where partner_id = ${partner.partnerId}`,
    );
    expect(rebates.map((row) => ({ ...row, amount_fen: Number(row.amount_fen) }))).toEqual([
      {
        kind: 'direct',
        amount_fen: Math.floor((price * 1500) / 10_000),
        order_no: activation.orderNo,
        state: 'pending',
      },
    ]);

    // paid, the same service may be activated again (a renewal of the same edition)
    const renewal = await verify(partner.client, {
      merchantId: customer.merchantId,
      serviceNumber: SERVICE,
      skuId: sku,
    });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
  });

  it('lists the partner’s activations newest first, paged, and never another partner’s', async () => {
    const partner = await approvedPartner(server);
    const other = await approvedPartner(server);
    const first = await customerOf(partner, 'First Shop');
    const second = await customerOf(partner, 'Second Shop');
    const theirs = await customerOf(other, 'Their Shop');
    const sku = await skuId(db(), 'basic', 12);
    const a = await activate(partner.client, { merchantId: first.merchantId, serviceNumber: SERVICE, skuId: sku });
    const b = await activate(partner.client, { merchantId: second.merchantId, serviceNumber: SERVICE, skuId: sku });
    const c = await activate(other.client, { merchantId: theirs.merchantId, serviceNumber: SERVICE, skuId: sku });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);

    const page = await partner.client.get<ActivationPage>(`${P}/active-service`);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((row) => row.shopName)).toEqual(['Second Shop', 'First Shop']);
    const paged = await partner.client.get<ActivationPage>(`${P}/active-service?page=2&rows=1`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, rows: 1 });
    expect(paged.body.data.list.map((row) => row.id)).toEqual([a.body.data.id]);
    const past = await partner.client.get<ActivationPage>(`${P}/active-service?page=5&rows=1`);
    expect(past.body.data).toMatchObject({ total: 2, list: [] });

    // another partner's activation: as unknown as one that does not exist
    const byId = await partner.client.get(`${P}/active-service?id=${c.body.data.id}`);
    const byOrderNo = await partner.client.get(`${P}/active-service?orderNo=${c.body.data.orderNo}`);
    const unknown = await partner.client.get(`${P}/active-service?id=2147483647`);
    for (const answer of [byId, byOrderNo, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 404, data: null, msg: en('activationNotFound') });
    }

    // a cancelled order shows as cancelled, without a pay link, and no longer blocks a new activation
    await db().execute(
      sql`update mall_orders set status = 'cancelled', cancelled_at = now(), cancel_reason = 'user'
          where order_no = ${a.body.data.orderNo}`,
    );
    const cancelled = await partner.client.get<PartnerActivation>(`${P}/active-service?id=${a.body.data.id}`);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', payPath: null });
    expect(cancelled.body.data.cancelledAt).not.toBeNull();
    const again = await activate(partner.client, { merchantId: first.merchantId, serviceNumber: SERVICE, skuId: sku });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe('activation refusals, each with its message', () => {
  let partner: KitPartner;
  let other: KitPartner;
  let mine: KitAccount & { merchantId: number };
  let theirs: KitAccount & { merchantId: number };
  let basic12: number;
  let pro12: number;

  beforeAll(async () => {
    partner = await approvedPartner(server);
    other = await approvedPartner(server);
    mine = await customerOf(partner);
    theirs = await customerOf(other);
    basic12 = await skuId(db(), 'basic', 12);
    pro12 = await skuId(db(), 'professional', 12);
  });

  it('answers 401 without a session and 403 to an account that is not a partner', async () => {
    const visitor = browser(server);
    const merchant = await quickAccount(server);
    const body = { merchantId: mine.merchantId, serviceNumber: SERVICE, skuId: basic12 };
    for (const [client, status, key] of [
      [visitor, 401, 'notLoggedIn'],
      [merchant.client, 403, 'notAPartner'],
    ] as const) {
      const checked = await verify(client, body);
      const made = await activate(client, body);
      const listed = await client.get(`${P}/active-service`);
      for (const answer of [checked, made, listed]) {
        expect(answer.status).toBe(status);
        expect(answer.body.msg).toBe(en(key));
      }
    }
    expect(await ordersOfTenant(mine.merchantId)).toEqual([]);
  });

  it('asks for the customer and the service (spec §5) when a selection is missing, in the caller’s language', async () => {
    for (const body of [
      {},
      { merchantId: mine.merchantId },
      { merchantId: mine.merchantId, serviceNumber: SERVICE },
      { merchantId: mine.merchantId, skuId: basic12 },
      { serviceNumber: SERVICE, skuId: basic12 },
      { merchantId: mine.merchantId, serviceNumber: '   ', skuId: basic12 },
    ]) {
      const made = await activate(partner.client, body);
      expect(made.status, JSON.stringify(body)).toBe(400);
      expect(made.body.msg).toBe(en('activationSelectionRequired'));
    }
    const checked = await verify(partner.client, { merchantId: mine.merchantId });
    expect(checked.status).toBe(400);
    expect(checked.body.msg).toBe(en('activationSelectionRequired'));
    const chinese = await partner.client.post(
      `${P}/service`,
      { merchantId: mine.merchantId },
      { 'accept-language': 'zh-CN' },
    );
    expect(chinese.body.msg).toBe(message('zh-CN', 'activationSelectionRequired'));
    expect(chinese.body.msg).toBe('请选择客户、开通服务和放弃原因');
  });

  it('refuses another partner’s customer exactly as one that does not exist', async () => {
    const unknownId = 2_000_000_000;
    const answers = [];
    for (const merchantId of [theirs.merchantId, unknownId]) {
      const query = { merchantId, serviceNumber: SERVICE, skuId: basic12 };
      answers.push(await verify(partner.client, query), await activate(partner.client, query));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 404, data: null, msg: en('customerNotFound') });
    }
    expect(await ordersOfTenant(theirs.merchantId)).toEqual([]);
  });

  it('refuses a service or SKU the mall does not sell', async () => {
    const cases = [
      [{ serviceNumber: 'NOSUCHSERVICE', skuId: basic12 }, 'serviceNotFound'],
      [{ serviceNumber: SERVICE, skuId: 2_000_000_000 }, 'skuNotFound'],
    ] as const;
    for (const [selection, key] of cases) {
      const query = { merchantId: mine.merchantId, ...selection };
      for (const answer of [await verify(partner.client, query), await activate(partner.client, query)]) {
        expect(answer.status, JSON.stringify(selection)).toBe(404);
        expect(answer.body.msg).toBe(en(key));
      }
    }
  });

  it('refuses what the mall’s purchase rules refuse the customer, with the mall’s reason', async () => {
    const inService = await customerOf(partner, 'Basic Shop');
    await giveLicence(db(), inService.merchantId, {
      level: 'basic',
      expiresAt: new Date(Date.now() + 100 * 24 * 60 * 60_000),
    });
    const perpetual = await customerOf(partner, 'Perpetual Shop');
    await giveLicence(db(), perpetual.merchantId, { level: 'professional', expiresAt: null });
    const cases = [
      [inService.merchantId, pro12, 'renewLevelMismatch'],
      [perpetual.merchantId, pro12, 'licenceAlreadyPerpetual'],
    ] as const;
    for (const [merchantId, sku, reason] of cases) {
      const query = { merchantId, serviceNumber: SERVICE, skuId: sku };
      for (const answer of [await verify(partner.client, query), await activate(partner.client, query)]) {
        expect(answer.status).toBe(409);
        expect(answer.body.msg).toBe(en('activationPurchaseRefused', { reason: en(reason) }));
      }
      expect(await ordersOfTenant(merchantId)).toEqual([]);
    }
    // the same customer may renew the edition it has
    const renewal = await verify(partner.client, {
      merchantId: inService.merchantId,
      serviceNumber: SERVICE,
      skuId: basic12,
    });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
  });

  it('refuses a second activation of the service while the first waits for payment', async () => {
    const customer = await customerOf(partner, 'Open Shop');
    const query = { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: basic12 };
    expect((await activate(partner.client, query)).status).toBe(200);
    for (const answer of [
      await verify(partner.client, query),
      await activate(partner.client, query),
      await activate(partner.client, { ...query, skuId: pro12 }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(en('activationOpen'));
    }
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(1);
  });

  it('answers NUL bytes and 10,000-character fields with 400, never 500', async () => {
    const long = 'x'.repeat(10_000);
    const longNumber = '9'.repeat(10_000);
    const base = { merchantId: mine.merchantId, serviceNumber: SERVICE, skuId: basic12 };
    const bodies: Record<string, unknown>[] = [
      { ...base, serviceNumber: `${SERVICE}\u0000` },
      { ...base, serviceNumber: long },
      { ...base, merchantId: longNumber },
      { ...base, skuId: longNumber },
      { ...base, merchantId: 'abc' },
      { ...base, 'extra\u0000': 1 },
    ];
    for (const body of bodies) {
      const made = await activate(partner.client, body);
      expect(made.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const checked = await verify(partner.client, body as Record<string, string>);
      expect(checked.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const query of [`orderNo=${long}`, `orderNo=A%00B`, `id=${longNumber}`, `page=${longNumber}`, `rows=1000`]) {
      const listed = await partner.client.get(`${P}/active-service?${query}`);
      expect(listed.status, query.slice(0, 40)).toBe(400);
    }
    const longKey = await activate(partner.client, base, { 'idempotency-key': long });
    expect(longKey.status).toBe(400);
    expect(await ordersOfTenant(mine.merchantId)).toEqual([]);
  });
});

describe('activation under retries and races', () => {
  it('answers a replayed POST with the same Idempotency-Key with the first activation, and one order', async () => {
    const partner = await approvedPartner(server);
    const customer = await customerOf(partner);
    const body = { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: await skuId(db(), 'basic', 12) };
    const key = { 'idempotency-key': `activate-${customer.merchantId}` };
    const first = await activate(partner.client, body, key);
    const again = await activate(partner.client, body, key);
    const concurrent = await Promise.all([1, 2, 3].map(() => activate(partner.client, body, key)));
    expect(first.status).toBe(200);
    for (const answer of [again, ...concurrent]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual(first.body.data);
    }
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(1);
    // the same key with another body: 409, nothing made
    const other = await activate(partner.client, { ...body, skuId: await skuId(db(), 'professional', 12) }, key);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe(en('idempotencyKeyConflict'));
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(1);
  });

  it('makes at most one open activation of 20 concurrent POSTs without a key', async () => {
    const partner = await approvedPartner(server);
    const customer = await customerOf(partner);
    const body = { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: await skuId(db(), 'basic', 12) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(partner.client, body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.msg).toBe(en('activationOpen'));
    }
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(1);
    const [activations] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from partner_activations where merchant_id = ${customer.merchantId}`,
    );
    expect(activations?.count).toBe(1);
  });
});
