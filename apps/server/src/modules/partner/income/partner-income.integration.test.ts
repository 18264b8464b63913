import { message } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { verifyLedger } from '../../../platform/ledger/ledger.ts';
import { drainOutbox } from '../../../platform/outbox/outbox.ts';
import { workflowHandlers } from '../../../workflows/index.ts';
import { type Browser, browser } from '../../identity/accounts-test-kit.ts';
import { seedMallCatalogue } from '../../orders/index.ts';
import { placePayAndSettle, skuId, testPayments } from '../../orders/orders-test-kit.ts';
import { approvedPartner, fundPartner, quickAccount, registerWithCode } from '../partner-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from './income-accounts.ts';
import { matureRebates } from './rebates.ts';

const ADMIN = { authorization: 'Bearer partner-income-admin-token-0123456789' };
const DAY_MS = 24 * 60 * 60_000;
const P = '/ommall/promoter';
// A card of the Industrial and Commercial Bank of China (BIN 622202) that passes the Luhn check, and
// the national standard's sample resident ID.
const CARD = luhnCard('622202123456789');
const RESIDENT_ID = '11010519491231002X';

function luhnCard(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({
    seed: false,
    payments: testPayments(),
    jobs: false,
    adminToken: ADMIN.authorization.slice(7),
  });
  await seedMallCatalogue(server.database.handle.db);
}, 120_000);
afterAll(async () => server?.close());
// every test leaves the ledger balanced: each posting sums to zero, each balance to its lines
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

const db = () => server.database.handle.db;
const drain = () => drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }));
const admin = () => browser(server);

async function withPayee(client: Browser) {
  const saved = await client.post(`${P}/bank`, { cardNo: CARD, residentId: RESIDENT_ID, payeeName: '王小明' });
  expect(saved.status).toBe(200);
}

async function rebatesOf(partnerId: number) {
  return queryRows<{ kind: string; amount_fen: number; base_fen: number; rate_bp: number; state: string }>(
    db(),
    sql`select kind, amount_fen, base_fen, rate_bp, state from partner_rebates where partner_id = ${partnerId} order by id`,
  );
}

describe('rebates: a partner earns a share of its customers’ paid orders (issue 15)', () => {
  it('holds the level’s share pending for the rebate period, gives a parent its override, and counts each order once', async () => {
    const parent = await approvedPartner(server, { level: 'diamond' });
    const child = await approvedPartner(server, { level: 'gold' });
    await db().execute(sql`update partners set parent_partner_id = ${parent.partnerId} where id = ${child.partnerId}`);
    const merchant = await registerWithCode(server, child.referralCode);
    expect(merchant.status).toBe(200);
    const orderNo = await placePayAndSettle(server, String(merchant.client.session), await skuId(db(), 'basic', 12));
    await drain();
    await drain(); // a second delivery changes nothing

    const [order] = await queryRows<{ final_amount_fen: number }>(
      db(),
      sql`select final_amount_fen from mall_orders where order_no = ${orderNo}`,
    );
    const paid = Number(order?.final_amount_fen);
    expect(paid).toBeGreaterThan(0);
    const share = Math.floor((paid * 1500) / 10_000);
    expect(await rebatesOf(child.partnerId)).toEqual([
      { kind: 'direct', amount_fen: share, base_fen: paid, rate_bp: 1500, state: 'pending' },
    ]);
    expect(await rebatesOf(parent.partnerId)).toEqual([
      { kind: 'override', amount_fen: Math.floor(share / 10), base_fen: share, rate_bp: 1000, state: 'pending' },
    ]);
    const info = (
      await child.client.get<{ list: Array<Record<string, unknown>>; cumulativeShareFen: number }>(`${P}/rebate-info`)
    ).body.data;
    expect(info.cumulativeShareFen).toBe(share);
    // the customer came through the partner's own link: no team promoter referred it
    expect(info.list[0]).toMatchObject({ orderNo, amountFen: share, state: 'pending', kind: 'direct', referrer: null });
    const sums = (await child.client.get<{ pendingFen: number; withdrawableFen: number }>(`${P}/serial-sum`)).body.data;
    expect(sums).toMatchObject({ pendingFen: share, withdrawableFen: 0 });

    // the rebate period ends: pending → withdrawable, once, however often the job runs
    const later = new Date(Date.now() + 8 * DAY_MS);
    const [first, second] = await Promise.all([matureRebates(db(), later), matureRebates(db(), later)]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await matureRebates(db(), later)).toBe(0);
    const after = (await child.client.get<{ pendingFen: number; withdrawableFen: number }>(`${P}/serial-sum`)).body
      .data;
    expect(after).toMatchObject({ pendingFen: 0, withdrawableFen: share });
    const lines = (await child.client.get<{ list: Array<{ type: string; amountFen: number }> }>(`${P}/serial-list`))
      .body.data;
    expect(lines.list.map((line) => [line.type, line.amountFen])).toEqual([
      ['matured', share],
      ['rebate', share],
    ]);
  });

  it('lets the back office run the rebate-period job, as of a later moment only in the sandbox', async () => {
    const partner = await approvedPartner(server);
    const merchant = await registerWithCode(server, partner.referralCode);
    await placePayAndSettle(server, String(merchant.client.session), await skuId(db(), 'basic', 12));
    await drain();
    const other = await approvedPartner(server);
    const theirs = await registerWithCode(server, other.referralCode);
    await placePayAndSettle(server, String(theirs.client.session), await skuId(db(), 'basic', 12));
    await drain();
    const now = await admin().post<{ matured: number }>('/admin/api/partner/rebates/mature', {}, ADMIN);
    expect(now.body.data.matured).toBe(0);
    const asOf = new Date(Date.now() + 8 * DAY_MS).toISOString();
    // for one partner: the other's share stays pending
    const one = await admin().post<{ matured: number }>(
      '/admin/api/partner/rebates/mature',
      { asOf, partnerId: partner.partnerId },
      ADMIN,
    );
    expect(one.body.data.matured).toBe(1);
    expect((await rebatesOf(partner.partnerId)).map((rebate) => rebate.state)).toEqual(['withdrawable']);
    expect((await rebatesOf(other.partnerId)).map((rebate) => rebate.state)).toEqual(['pending']);
    const later = await admin().post<{ matured: number }>('/admin/api/partner/rebates/mature', { asOf }, ADMIN);
    expect(later.body.data.matured).toBeGreaterThanOrEqual(1);
    expect((await rebatesOf(other.partnerId)).map((rebate) => rebate.state)).toEqual(['withdrawable']);
    expect((await browser(server).post('/admin/api/partner/rebates/mature', { asOf })).status).toBe(401);
    expect((await admin().post('/admin/api/partner/rebates/mature', { asOf: 'tomorrow' }, ADMIN)).status).toBe(400);
  });

  it('gives nothing for a merchant that is nobody’s customer', async () => {
    const stranger = await registerWithCode(server, undefined);
    await placePayAndSettle(server, String(stranger.client.session), await skuId(db(), 'basic', 12));
    await drain();
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from partner_rebates where merchant_id = ${stranger.tenantId}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('the payee (bank, bank-info, bank-name-search)', () => {
  it('refuses a bad card, ID or name with its message and keeps the card and ID masked', async () => {
    const partner = await approvedPartner(server, { language: 'zh-CN' });
    const client = partner.client;
    expect((await client.get(`${P}/bank-info`)).body.data).toBeNull();
    const bad = [
      { cardNo: `${CARD.slice(0, -1)}${(Number(CARD.at(-1)) + 1) % 10}`, residentId: RESIDENT_ID, payeeName: '王小明' },
      { cardNo: CARD, residentId: '110105194912310021', payeeName: '王小明' },
      { cardNo: CARD, residentId: RESIDENT_ID, payeeName: '   ' },
      { cardNo: `${CARD}\u0000`, residentId: RESIDENT_ID, payeeName: '王小明' },
      { cardNo: '9'.repeat(10_000), residentId: RESIDENT_ID, payeeName: '王小明' },
    ];
    for (const body of bad) {
      const refused = await client.post(`${P}/bank`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBeTruthy();
    }
    expect((await client.get(`${P}/bank-info`)).body.data).toBeNull();

    const saved = await client.post<Record<string, unknown>>(`${P}/bank`, {
      cardNo: CARD.replace(/(\d{4})/g, '$1 '),
      residentId: RESIDENT_ID.toLowerCase(),
      payeeName: ' 王小明 ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ bankCode: 'ICBC', cardLast4: CARD.slice(-4), payeeName: '王小明' });
    const text = JSON.stringify((await client.get(`${P}/bank-info`)).body.data);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(RESIDENT_ID);

    const found = await client.post<{ list: Array<{ code: string; name: string }> }>(`${P}/bank-name-search`, {
      keyword: '工商',
    });
    expect(found.body.data.list[0]?.code).toBe('ICBC');
    // nothing typed: every bank, for the select's choices
    const all = await client.post<{ list: Array<{ code: string }> }>(`${P}/bank-name-search`, { keyword: '' });
    expect(all.body.data.list).toHaveLength(15);
  });
});

describe('withdrawals (cash-apply, withdraw-list, the back office)', () => {
  it('refuses a withdrawal without a payee, then each bad amount with spec §5’s message, changing nothing', async () => {
    const partner = await approvedPartner(server, { language: 'en-US' });
    await fundPartner(server, partner.partnerId, 50_000);
    const noPayee = await partner.client.post(`${P}/cash-apply`, { amount: '150' });
    expect(noPayee.body.msg).toBe(message('en-US', 'bankDetailsRequired'));
    await withPayee(partner.client);
    const cases: Array<[string, Parameters<typeof message>[1]]> = [
      ['', 'amountNotPositive'],
      ['0', 'amountNotPositive'],
      ['-150', 'amountNotPositive'],
      ['1e3', 'amountWrong'],
      ['150.001', 'amountWrong'],
      ['600', 'amountOverWithdrawable'],
      ['99.99', 'minimumWithdrawal'],
    ];
    for (const [amount, key] of cases) {
      const refused = await partner.client.post(`${P}/cash-apply`, { amount });
      expect(refused.status, amount).toBe(400);
      expect(refused.body.msg, amount).toBe(message('en-US', key));
    }
    // a NUL byte is refused before the amount is even read
    expect((await partner.client.post(`${P}/cash-apply`, { amount: '150\u0000' })).status).toBe(400);
    const info = (await partner.client.get<{ withdrawableFen: number }>(`${P}/cash-apply-info`)).body.data;
    expect(info.withdrawableFen).toBe(50_000);
    expect((await partner.client.get<{ total: number }>(`${P}/withdraw-list`)).body.data.total).toBe(0);
  });

  it('withholds the labour-remuneration tax, shows it before confirming, and pays the net once approved', async () => {
    const partner = await approvedPartner(server);
    await fundPartner(server, partner.partnerId, 600_000);
    await withPayee(partner.client);
    const preview = (
      await partner.client.get<{ preview: { taxFen: number; netFen: number } }>(`${P}/cash-apply-info?amount=5000`)
    ).body.data.preview;
    expect(preview).toEqual({ grossFen: 500_000, taxFen: 80_000, netFen: 420_000 });
    const asked = await partner.client.post<{ id: number; state: string; taxFen: number; netFen: number }>(
      `${P}/cash-apply`,
      { amount: '5000' },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ state: 'withdrawing', taxFen: 80_000, netFen: 420_000 });
    const id = asked.body.data.id;

    const approved = await admin().post<{ state: string }>(`/admin/api/partner/withdrawals/${id}/approve`, {}, ADMIN);
    expect(approved.status).toBe(200);
    // the sandbox, as a provider does, takes the transfer first and completes it a moment later
    expect(approved.body.data.state).toBe('withdrawing');
    expect(
      (await admin().post(`/admin/api/partner/withdrawals/${id}/reject`, { reason: 'too late' }, ADMIN)).status,
    ).toBe(409);
    expect(
      (await admin().post<{ ended: number }>('/admin/api/partner/payouts/settle', {}, ADMIN)).body.data.ended,
    ).toBe(1);
    const [paid] = (await partner.client.get<{ list: Array<{ id: number; state: string }> }>(`${P}/withdraw-list`)).body
      .data.list;
    expect(paid).toMatchObject({ id, state: 'withdrawn' });
    // approving again, or rejecting a paid one, is refused and changes nothing
    expect((await admin().post(`/admin/api/partner/withdrawals/${id}/approve`, {}, ADMIN)).status).toBe(409);
    expect((await admin().post(`/admin/api/partner/withdrawals/${id}/reject`, { reason: 'late' }, ADMIN)).status).toBe(
      409,
    );
    const sums = (await partner.client.get<Record<string, number>>(`${P}/serial-sum`)).body.data;
    expect(sums).toMatchObject({
      withdrawableFen: 100_000,
      withdrawingFen: 0,
      paidOutFen: 420_000,
      taxWithheldFen: 80_000,
    });
    const withdrawn = (await partner.client.get<{ list: Array<{ id: number }> }>(`${P}/withdraw-list?type=withdrawn`))
      .body.data;
    expect(withdrawn.list.map((row) => row.id)).toEqual([id]);
  });

  it('returns a rejected withdrawal’s money, and answers a repeated Idempotency-Key with the first withdrawal', async () => {
    const partner = await approvedPartner(server);
    await fundPartner(server, partner.partnerId, 30_000);
    await withPayee(partner.client);
    const key = { 'idempotency-key': 'withdraw-once-0001' };
    const first = await partner.client.post<{ id: number }>(`${P}/cash-apply`, { amount: '200' }, key);
    const again = await partner.client.post<{ id: number }>(`${P}/cash-apply`, { amount: '200' }, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await partner.client.post(`${P}/cash-apply`, { amount: '150' }, key)).status).toBe(409);
    const rejected = await admin().post<{ state: string }>(
      `/admin/api/partner/withdrawals/${first.body.data.id}/reject`,
      { reason: 'The payee name differs from the account holder' },
      ADMIN,
    );
    expect(rejected.body.data.state).toBe('rejected');
    const info = (await partner.client.get<{ withdrawableFen: number; withdrawingFen: number }>(`${P}/cash-apply-info`))
      .body.data;
    expect(info).toMatchObject({ withdrawableFen: 30_000, withdrawingFen: 0 });
  });

  it('of many concurrent 100-yuan withdrawals on 1,000 yuan, accepts exactly ten, with no 5xx', async () => {
    const partner = await approvedPartner(server);
    await fundPartner(server, partner.partnerId, 100_000);
    await withPayee(partner.client);
    const attempts = process.env.DATABASE_URL ? 1_000 : 60;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () => partner.client.post(`${P}/cash-apply`, { amount: '100' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg))).toEqual(
      new Set([message('en-US', 'amountOverWithdrawable')]),
    );
    const info = (await partner.client.get<{ withdrawableFen: number; withdrawingFen: number }>(`${P}/cash-apply-info`))
      .body.data;
    expect(info).toMatchObject({ withdrawableFen: 0, withdrawingFen: 100_000 });
  }, 120_000);
});

describe('the income ledger’s period filter', () => {
  it('refuses a month that is not one, or a period that ends before it starts, with 400 and no 5xx', async () => {
    const partner = await approvedPartner(server);
    for (const query of [
      'from=0000-01',
      'to=9999-12',
      'from=2026-13',
      'from=2026-1',
      'from=2026-11&to=2026-10',
      `from=${'9'.repeat(5_000)}`,
    ]) {
      expect((await partner.client.get(`${P}/serial-list?${query}`)).status, query).toBe(400);
      expect((await partner.client.get(`${P}/serial-sum?${query}`)).status, query).toBe(400);
    }
    const year = (await partner.client.get<{ total: number }>(`${P}/serial-list?from=2026-01&to=2099-12`)).body.data;
    expect(year.total).toBe(0);
  });
});

describe('who may call the income calls', () => {
  it('refuses a visitor with 401 and a merchant with 403, and one partner never sees another’s withdrawals', async () => {
    const visitor = browser(server);
    const { client: merchant } = await quickAccount(server);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${P}/service-award-info`],
      ['GET', `${P}/rebate-info`],
      ['GET', `${P}/serial-list`],
      ['GET', `${P}/serial-sum`],
      ['GET', `${P}/bank-info`],
      ['POST', `${P}/bank`, { cardNo: CARD, residentId: RESIDENT_ID, payeeName: 'X' }],
      ['POST', `${P}/bank-name-search`, { keyword: 'ICBC' }],
      ['GET', `${P}/cash-apply-info`],
      ['POST', `${P}/cash-apply`, { amount: '100' }],
      ['GET', `${P}/withdraw-list`],
    ];
    for (const [method, path, body] of calls) {
      const as = (client: Browser) => (method === 'GET' ? client.get(path) : client.post(path, body));
      expect((await as(visitor)).status, path).toBe(401);
      expect((await as(merchant)).status, path).toBe(403);
    }
    const mine = await approvedPartner(server);
    const theirs = await approvedPartner(server);
    await fundPartner(server, theirs.partnerId, 20_000);
    await withPayee(theirs.client);
    expect((await theirs.client.post(`${P}/cash-apply`, { amount: '100' })).status).toBe(200);
    expect((await mine.client.get<{ total: number }>(`${P}/withdraw-list`)).body.data.total).toBe(0);
    expect((await mine.client.get<{ withdrawableFen: number }>(`${P}/cash-apply-info`)).body.data.withdrawableFen).toBe(
      0,
    );
  });
});
