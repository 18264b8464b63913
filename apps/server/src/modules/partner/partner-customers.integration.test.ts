import { type CustomerDetail, message, type PartnerCustomer, partnerCustomer } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { writeBusinessSetting } from '../../platform/settings/business-settings.ts';
import { type Browser, browser, forgetIpCounters } from '../identity/accounts-test-kit.ts';
import { releaseExpiredCustomers } from './customer-pool-job.ts';
import { CUSTOMER_PROTECTION_DAYS, RECLAIM_COOL_DOWN_DAYS } from './partner-settings.ts';
import { approvedPartner, type KitPartner, kitPhone, quickAccount, registerWithCode } from './partner-test-kit.ts';

// a protection period other than the default, to show the setting is the one applied
const PROTECTION_DAYS = 30;
const P = '/ommall/promoter';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false });
  await writeBusinessSetting(server.database.handle.db, CUSTOMER_PROTECTION_DAYS, PROTECTION_DAYS);
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => forgetIpCounters(server));

const db = () => server.database.handle.db;
const hidden = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

interface List {
  list: PartnerCustomer[];
  total: number;
}
const list = (client: Browser, body: Record<string, unknown> = {}) => client.post<List>(`${P}/merchant-list`, body);
const mine = async (partner: KitPartner, body: Record<string, unknown> = {}) =>
  (await list(partner.client, body)).body.data.list;
const rowOf = async (merchantId: number) =>
  (
    await queryRows<{ partner_id: number | null; source: string; version: number; labels: string[] }>(
      db(),
      sql`select partner_id, source, version, labels from partner_customers where merchant_id = ${merchantId}`,
    )
  )[0];
const historyOf = (merchantId: number) =>
  queryRows<{ event: string; from_partner_id: number | null; to_partner_id: number | null; source: string | null }>(
    db(),
    sql`select event, from_partner_id, to_partner_id, source from partner_customer_history
        where merchant_id = ${merchantId} order by id`,
  );
/** Ends a customer's protection `daysAgo` days ago, as time passing would. */
const expire = (merchantId: number, daysAgo = 1) =>
  db().execute(
    sql`update partner_customers set protected_until = now() - make_interval(days => ${daysAgo}) where merchant_id = ${merchantId}`,
  );
const inputMerchant = (partner: KitPartner, body: Record<string, unknown>) =>
  partner.client.post<PartnerCustomer>(`${P}/input-merchant`, body);
const giveUp = (partner: KitPartner, merchantId: number) =>
  partner.client.post(`${P}/give-up`, { merchantId, reason: 'noNeed', note: 'not now' });

describe('attribution: a merchant registering through a partner’s link becomes its customer', () => {
  it('attributes a registration with the partner’s code, protected for the configured period', async () => {
    const partner = await approvedPartner(server);
    const merchant = await registerWithCode(server, partner.referralCode.toLowerCase());
    expect(merchant.status).toBe(200);
    const [row] = (await mine(partner)).filter((customer) => customer.merchantId === merchant.tenantId);
    expect(row).toMatchObject({
      phone: hidden(merchant.phone),
      ownership: 'mine',
      source: 'link',
      channel: 'site',
      remainingDays: PROTECTION_DAYS,
      labels: [],
      intention: null,
    });
    expect(await historyOf(merchant.tenantId)).toEqual([
      { event: 'attributed', from_partner_id: null, to_partner_id: partner.partnerId, source: 'link' },
    ]);
  });

  it('attributes a first SMS login and a first WeChat login too, and a team promoter’s code to its parent partner', async () => {
    const partner = await approvedPartner(server);
    const byLogin = await registerWithCode(server, partner.referralCode, 'smsLogin');
    expect(byLogin.status).toBe(200);
    const byWechat = await registerWithCode(server, partner.referralCode, 'wechat');
    expect(byWechat.status).toBe(200);
    const team = await quickAccount(server);
    const [promoter] = await queryRows<{ id: number }>(
      db(),
      sql`insert into promoters (user_id, nickname, referral_code, channel, partner_id)
          values (${team.userId}, 'team', 'TEAM2345', 'team', ${partner.partnerId}) returning id`,
    );
    const byTeam = await registerWithCode(server, 'TEAM2345');
    const customers = await mine(partner);
    expect(customers.map((customer) => customer.merchantId).sort()).toEqual(
      [byLogin.tenantId, byWechat.tenantId, byTeam.tenantId].sort(),
    );
    const [teamRow] = await queryRows<{ promoter_id: number }>(
      db(),
      sql`select promoter_id from partner_customers where merchant_id = ${byTeam.tenantId}`,
    );
    expect(teamRow?.promoter_id).toBe(promoter?.id);
  });

  it('never fails a registration for an unknown code, garbage, or a plain referrer’s code', async () => {
    const referrer = await quickAccount(server);
    await db().execute(
      sql`insert into promoters (user_id, nickname, referral_code, channel) values (${referrer.userId}, 'r', 'PLAN2345', 'pc')`,
    );
    for (const code of ['ZZZZ9999', 'not a code', '', 'PLAN2345']) {
      const merchant = await registerWithCode(server, code);
      expect(merchant.status, code).toBe(200);
      expect(await rowOf(merchant.tenantId), code).toBeUndefined();
    }
  });
});

describe('POST invite-bind: a merchant binds itself to a partner', () => {
  it('binds once (source invite), answers bound false when repeated, and refuses another partner while protected', async () => {
    const a = await approvedPartner(server);
    const b = await approvedPartner(server);
    const merchant = await quickAccount(server);
    const first = await merchant.client.post(`${P}/invite-bind`, { code: a.referralCode });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ bound: true });
    for (let again = 0; again < 2; again++) {
      const repeated = await merchant.client.post(`${P}/invite-bind`, { code: a.referralCode });
      expect(repeated.status).toBe(200);
      expect(repeated.body.data).toMatchObject({ bound: false });
    }
    expect(await rowOf(merchant.tenantId)).toMatchObject({ partner_id: a.partnerId, source: 'invite', version: 1 });

    const other = await merchant.client.post(`${P}/invite-bind`, { code: b.referralCode });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe(message('en-US', 'customerOwnedByAnother'));
    // once the protection has ended, another partner may bind it
    await expire(merchant.tenantId);
    const later = await merchant.client.post(`${P}/invite-bind`, { code: b.referralCode });
    expect(later.body.data).toMatchObject({ bound: true });
    expect((await historyOf(merchant.tenantId)).map((entry) => entry.from_partner_id)).toEqual([null, a.partnerId]);
  });

  it('refuses a partner binding itself, an unknown code and a visitor', async () => {
    const a = await approvedPartner(server, { language: 'zh-CN' });
    const self = await a.client.post(`${P}/invite-bind`, { code: a.referralCode });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe(message('zh-CN', 'customerIsYourself'));
    const merchant = await quickAccount(server);
    const unknown = await merchant.client.post(`${P}/invite-bind`, { code: 'ZZZZ9999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(message('en-US', 'referralCodeNotFound'));
    expect((await browser(server).post(`${P}/invite-bind`, { code: a.referralCode })).status).toBe(401);
  });
});

describe('POST input-merchant: a partner enters or claims a customer', () => {
  it('opens an account for a new phone, with its shop, as the partner’s customer (source manual)', async () => {
    const a = await approvedPartner(server);
    const phone = kitPhone();
    const answer = await inputMerchant(a, {
      phone: ` ${phone} `,
      shopName: ' 小明便利店 ',
      address: '深圳市南山区科技园',
      industry: 'grocery',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe(message('en-US', 'customerSaved'));
    expect(answer.body.data).toMatchObject({
      phone: hidden(phone),
      shopName: '小明便利店',
      address: '深圳市南山区科技园',
      industry: 'grocery',
      channel: 'partner',
      source: 'manual',
      ownership: 'mine',
      remainingDays: PROTECTION_DAYS,
    });
    const stores = await a.client.get<Array<{ isHead: boolean }>>(
      `${P}/shop-list?merchantId=${answer.body.data.merchantId}`,
    );
    expect(stores.body.data).toEqual([expect.objectContaining({ isHead: true })]);
    // entered again: it is already the partner's
    const again = await inputMerchant(a, { phone });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(message('en-US', 'customerAlreadyYours'));
  });

  it('takes an existing merchant without overwriting its shop name, and refuses one another partner protects', async () => {
    const a = await approvedPartner(server);
    const b = await approvedPartner(server);
    const merchant = await quickAccount(server);
    await db().execute(sql`update tenants set name = 'Own Name' where id = ${merchant.tenantId}`);
    const taken = await inputMerchant(a, { phone: merchant.phone, shopName: 'Partner Name', address: 'Road 1' });
    expect(taken.body.data).toMatchObject({ shopName: 'Own Name', address: 'Road 1', source: 'manual' });
    const refused = await inputMerchant(b, { phone: merchant.phone });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(message('en-US', 'customerOwnedByAnother'));
    const self = await inputMerchant(a, { phone: a.phone });
    expect(self.status).toBe(400);
  });

  it('answers spec §5’s messages for a bad form and clear 400s for hostile input, never a 500', async () => {
    const a = await approvedPartner(server, { language: 'zh-CN' });
    const cases: Array<[Record<string, unknown>, Parameters<typeof message>[1]]> = [
      [{ phone: '' }, 'customerPhoneEmpty'],
      [{ phone: '   ' }, 'customerPhoneEmpty'],
      [{ phone: '12345' }, 'phoneFormat'],
      [{ phone: kitPhone(), shopName: '店'.repeat(61) }, 'shopNameTooLong'],
      [{ phone: kitPhone(), address: '路'.repeat(201) }, 'addressTooLong'],
    ];
    for (const [body, key] of cases) {
      const answer = await inputMerchant(a, body);
      expect(answer.status, key).toBe(400);
      expect(answer.body.msg, key).toBe(message('zh-CN', key, { max: key === 'shopNameTooLong' ? 60 : 200 }));
    }
    for (const body of [
      { phone: 'x'.repeat(10_000) },
      { phone: kitPhone(), shopName: 'a'.repeat(100_000) },
      { phone: `139\u00000000000` },
      { merchantId: -1 },
      { merchantId: 'abc' },
      { phone: kitPhone(), industry: 'moon' },
    ]) {
      const answer = await inputMerchant(a, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.msg).toEqual(expect.any(String));
    }
    const nul = await list(a.client, { keyword: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const longSearch = await list(a.client, { keyword: '搜'.repeat(61) });
    expect(longSearch.status).toBe(400);
    expect(longSearch.body.msg).toBe(message('zh-CN', 'customerSearchTooLong', { max: 60 }));
  });

  it('claims a pool customer by merchant id (source claim), and refuses one not in the pool', async () => {
    const a = await approvedPartner(server);
    const b = await approvedPartner(server);
    const merchant = await quickAccount(server);
    await inputMerchant(a, { phone: merchant.phone });
    const notInPool = await inputMerchant(b, { merchantId: merchant.tenantId });
    expect(notInPool.status).toBe(409);
    expect(notInPool.body.msg).toBe(message('en-US', 'customerNotInPool'));
    expect((await giveUp(a, merchant.tenantId)).status).toBe(200);
    const claimed = await inputMerchant(b, { merchantId: merchant.tenantId });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ source: 'claim', ownership: 'mine', labels: [] });
    const unknown = await inputMerchant(b, { merchantId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(message('en-US', 'customerNotFound'));
  });

  it('lets exactly one of two partners claiming the same pool customer at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await approvedPartner(server);
      const b = await approvedPartner(server);
      const c = await approvedPartner(server);
      const merchant = await quickAccount(server);
      await inputMerchant(a, { phone: merchant.phone });
      await giveUp(a, merchant.tenantId);
      const answers = await Promise.all([
        inputMerchant(b, { merchantId: merchant.tenantId }),
        inputMerchant(c, { merchantId: merchant.tenantId }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? b : c;
      expect((await rowOf(merchant.tenantId))?.partner_id).toBe(winner.partnerId);
      const events = (await historyOf(merchant.tenantId)).map((entry) => entry.event);
      expect(events).toEqual(['attributed', 'abandoned', 'attributed']);
    }
  });

  it('refuses a merchant (403 notAPartner) and a visitor (401)', async () => {
    const merchant = await quickAccount(server);
    const refused = await merchant.client.post(`${P}/input-merchant`, { phone: kitPhone() });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(message('en-US', 'notAPartner'));
    expect((await browser(server).post(`${P}/merchant-list`, {})).status).toBe(401);
  });
});

describe('POST merchant-list: the partner’s customers and the pool', () => {
  it('sorts by registration, follow-up and pool entry, and filters by label, intention, expiry and keyword', async () => {
    const a = await approvedPartner(server);
    const other = await approvedPartner(server);
    const made: number[] = [];
    for (const name of ['Alpha Shop', 'Beta Market', 'Gamma Store']) {
      const answer = await inputMerchant(a, { phone: kitPhone(), shopName: name });
      made.push(answer.body.data.merchantId);
    }
    const [first, second, third] = made as [number, number, number];
    const othersCustomer = (await inputMerchant(other, { phone: kitPhone(), shopName: 'Alpha Other' })).body.data;

    expect((await mine(a, { sort: 'registration' })).map((row) => row.merchantId)).toEqual([third, second, first]);
    await a.client.post(`${P}/follow-record`, { merchantId: first, intention: 'high', note: 'call back' });
    await a.client.post(`${P}/follow-record`, { merchantId: second, intention: 'general', note: 'maybe' });
    expect((await mine(a, { sort: 'followUp' })).map((row) => row.merchantId)).toEqual([second, first, third]);

    await a.client.post(`${P}/label`, { merchantId: third, labels: ['chain'] });
    expect((await mine(a, { label: 'chain' })).map((row) => row.merchantId)).toEqual([third]);
    expect((await mine(a, { intention: 'high' })).map((row) => row.merchantId)).toEqual([first]);
    await expire(second, -5);
    expect((await mine(a, { expiringWithinDays: 7 })).map((row) => row.merchantId)).toEqual([second]);
    expect((await mine(a, { keyword: 'beta' })).map((row) => row.merchantId)).toEqual([second]);
    const phoneOfFirst = (
      await queryRows<{ phone: string }>(
        db(),
        sql`select u.phone from users u join tenant_members m on m.user_id = u.id and m.role = 'owner' where m.tenant_id = ${first}`,
      )
    )[0]?.phone as string;
    expect((await mine(a, { keyword: phoneOfFirst.slice(-8) })).map((row) => row.merchantId)).toEqual([first]);
    // another partner's customer is in no list of a's
    expect((await mine(a, { scope: 'search', keyword: 'Alpha' })).map((row) => row.merchantId)).toEqual([first]);

    // the pool: newest entry first, with nobody's notes; search finds own and pool together
    await giveUp(a, first);
    await giveUp(other, othersCustomer.merchantId);
    const pool = (await list(other.client, { scope: 'pool', sort: 'poolEntry' })).body.data.list;
    const poolIds = pool.map((row) => row.merchantId);
    expect(poolIds.indexOf(othersCustomer.merchantId)).toBeLessThan(poolIds.indexOf(first));
    const pooled = pool.find((row) => row.merchantId === first);
    expect(pooled).toMatchObject({ ownership: 'pool', labels: [], intention: null, remainingDays: null });
    expect(pooled?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const found = (await list(a.client, { scope: 'search', keyword: 'Alpha' })).body.data.list;
    expect(found.map((row) => [row.merchantId, row.ownership]).sort()).toEqual(
      [
        [first, 'pool'],
        [othersCustomer.merchantId, 'pool'],
      ].sort(),
    );
    const paged = (await list(a.client, { rows: 1, page: 2 })).body.data;
    expect(paged).toMatchObject({ total: 2, page: 2, rows: 1 });
    expect(paged.list).toHaveLength(1);
  });
});

describe('POST merchant-list: the answer as its schema says', () => {
  it('sends each row with exactly the schema’s fields, its timestamps the stored instants as ISO texts', async () => {
    const a = await approvedPartner(server);
    const other = await approvedPartner(server);
    const kept = (await inputMerchant(a, { phone: kitPhone(), shopName: 'Kept Shop' })).body.data.merchantId;
    await a.client.post(`${P}/follow-record`, { merchantId: kept, intention: 'high', note: 'call back' });
    const pooled = (await inputMerchant(other, { phone: kitPhone(), shopName: 'Pooled Shop' })).body.data.merchantId;
    await giveUp(other, pooled);
    // the kept shop's services end at a known instant (the later of two), the pooled shop has none
    await db().execute(sql`delete from mall_licences where tenant_id in (${kept}, ${pooled})`);
    await db().execute(
      sql`insert into mall_licences (tenant_id, service_code, level, users, stores, subscribe_type, starts_at, expires_at)
          values (${kept}, 'KDZHJ01', 'basic', 1, 1, 1, now(), '2031-05-06T07:08:09.123456Z'),
                 (${kept}, 'KDXSJ01', 'basic', 1, 1, 1, now(), '2029-01-01T00:00:00Z')`,
    );
    // the list is sent without the schema's own pass (decision 0053): this is what holds it to it
    const rows = (await list(a.client, { scope: 'search', keyword: 'Shop' })).body.data.list;
    const fields = Object.keys(partnerCustomer.shape).sort();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(fields);
      expect(partnerCustomer.strict().safeParse(row).success).toBe(true);
    }
    const stored = async (merchantId: number) =>
      (
        await queryRows<Record<string, Date | null>>(
          db(),
          sql`select pc.owned_since, pc.protected_until, pc.pool_since, pc.last_follow_up_at, t.created_at
              from partner_customers pc join tenants t on t.id = pc.merchant_id where pc.merchant_id = ${merchantId}`,
        )
      )[0] ?? {};
    const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
    const mineRow = rows.find((row) => row.merchantId === kept);
    const mineStored = await stored(kept);
    expect(mineRow).toMatchObject({
      ownership: 'mine',
      ownedSince: iso(mineStored.owned_since),
      protectedUntil: iso(mineStored.protected_until),
      lastFollowUpAt: iso(mineStored.last_follow_up_at),
      registeredAt: iso(mineStored.created_at),
      poolSince: null,
      remainingDays: PROTECTION_DAYS,
      serviceExpiresAt: '2031-05-06T07:08:09.123Z',
    });
    const poolRow = rows.find((row) => row.merchantId === pooled);
    const poolStored = await stored(pooled);
    expect(poolRow).toMatchObject({
      ownership: 'pool',
      poolSince: iso(poolStored.pool_since),
      ownedSince: null,
      serviceExpiresAt: null,
    });
    expect(poolRow?.poolSince).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('a customer’s detail, notes and abandonment', () => {
  it('shows the owner the customer’s services and history, and the pool view without notes', async () => {
    const a = await approvedPartner(server);
    const b = await approvedPartner(server);
    const merchant = await registerWithCode(server, a.referralCode);
    // the welcome's trial is delivered from the outbox right after the account is committed
    const detail = await a.client.get<CustomerDetail>(`${P}/merchant-detail-basic?merchantId=${merchant.tenantId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      merchantId: merchant.tenantId,
      ownership: 'mine',
      orders: [],
      history: [{ event: 'attributed', from: 'none', to: 'me', source: 'link', reason: null }],
    });
    expect(detail.body.data.services.length).toBeGreaterThan(0);
    expect(detail.body.data.serviceExpiresAt).not.toBeNull();
    expect((await b.client.get(`${P}/merchant-detail-basic?merchantId=${merchant.tenantId}`)).status).toBe(404);

    await a.client.post(`${P}/label`, { merchantId: merchant.tenantId, labels: ['vip'] });
    await giveUp(a, merchant.tenantId);
    const poolView = await b.client.get<CustomerDetail>(`${P}/merchant-detail-basic?merchantId=${merchant.tenantId}`);
    expect(poolView.status).toBe(200);
    expect(poolView.body.data).toMatchObject({ ownership: 'pool', labels: [], orders: [], services: [] });
    expect(poolView.body.data.history.map((entry) => [entry.event, entry.from, entry.to])).toEqual([
      ['attributed', 'none', 'other'],
      ['abandoned', 'other', 'none'],
    ]);
    expect(poolView.body.data.phone).toBe(hidden(merchant.phone));
  });

  it('keeps follow-ups (spec §5: intention and note both required) and sets the intention', async () => {
    const a = await approvedPartner(server, { language: 'zh-TW' });
    const id = (await inputMerchant(a, { phone: kitPhone() })).body.data.merchantId;
    for (const body of [
      { merchantId: id, intention: '', note: 'x' },
      { merchantId: id, intention: 'high', note: '  ' },
      { merchantId: id, intention: 'huge', note: 'x' },
    ]) {
      const answer = await a.client.post(`${P}/follow-record`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(message('zh-TW', 'followUpRequired'));
    }
    const long = await a.client.post(`${P}/follow-record`, {
      merchantId: id,
      intention: 'high',
      note: '記'.repeat(501),
    });
    expect(long.body.msg).toBe(message('zh-TW', 'followUpNoteTooLong', { max: 500 }));
    const saved = await a.client.post(`${P}/follow-record`, {
      merchantId: id,
      intention: 'medium',
      note: ' 下週再聯繫 ',
    });
    expect(saved.status).toBe(200);
    const records = await a.client.get<Array<{ note: string; intention: string }>>(
      `${P}/follow-record?merchantId=${id}`,
    );
    expect(records.body.data).toEqual([expect.objectContaining({ note: '下週再聯繫', intention: 'medium' })]);
    const [row] = (await mine(a)).filter((customer) => customer.merchantId === id);
    expect(row?.intention).toBe('medium');
    expect(row?.lastFollowUpAt).not.toBeNull();
  });

  it('keeps labels trimmed and once each, within the limits, and lists the names in use', async () => {
    const a = await approvedPartner(server);
    const id = (await inputMerchant(a, { phone: kitPhone() })).body.data.merchantId;
    const saved = await a.client.post<string[]>(`${P}/label`, {
      merchantId: id,
      labels: [' chain ', 'chain', '', 'vip'],
    });
    expect(saved.body.data).toEqual(['chain', 'vip']);
    expect((await a.client.get<string[]>(`${P}/label?merchantId=${id}`)).body.data).toEqual(['chain', 'vip']);
    const many = await a.client.post(`${P}/label`, {
      merchantId: id,
      labels: Array.from({ length: 11 }, (_, n) => `l${n}`),
    });
    expect(many.body.msg).toBe(message('en-US', 'tooManyLabels', { max: 10 }));
    const long = await a.client.post(`${P}/label`, { merchantId: id, labels: ['x'.repeat(17)] });
    expect(long.body.msg).toBe(message('en-US', 'labelTooLong', { max: 16 }));
    expect((await a.client.get<string[]>(`${P}/label-names`)).body.data).toEqual(['chain', 'vip']);
    expect((await a.client.get<string[]>(`${P}/label-enums`)).body.data).toContain('keyAccount');
    expect((await a.client.get<string[]>(`${P}/give-up-enum`)).body.data).toContain('noNeed');
    expect((await a.client.get<string[]>(`${P}/industry-enum`)).body.data).toContain('grocery');
  });

  it('abandons a customer only with a reason: to the pool, notes cleared, history abandoned', async () => {
    const a = await approvedPartner(server);
    const id = (await inputMerchant(a, { phone: kitPhone() })).body.data.merchantId;
    const days = await a.client.get<{ remainingDays: number }>(`${P}/customer-remaining-days?merchantId=${id}`);
    expect(days.body.data.remainingDays).toBe(PROTECTION_DAYS);
    await a.client.post(`${P}/label`, { merchantId: id, labels: ['vip'] });
    const noReason = await a.client.post(`${P}/give-up`, { merchantId: id, note: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe(message('en-US', 'activationSelectionRequired'));
    expect((await a.client.post(`${P}/give-up`, { merchantId: id, reason: 'moon' })).status).toBe(400);
    expect((await giveUp(a, id)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ partner_id: null, labels: [] });
    expect((await historyOf(id)).at(-1)).toMatchObject({ event: 'abandoned', from_partner_id: a.partnerId });
    // no longer the partner's: every owner's call is 404 now, give-up again included
    expect((await a.client.get(`${P}/customer-remaining-days?merchantId=${id}`)).status).toBe(404);
    expect((await giveUp(a, id)).status).toBe(404);
  });
});

describe('the reclaim cool-down after abandoning a customer', () => {
  /** Moves the customer's last abandonment `daysAgo` days into the past, as time passing would. */
  const abandonedDaysAgo = (merchantId: number, daysAgo: number) =>
    db().execute(
      sql`update partner_customer_history set at = now() - make_interval(days => ${daysAgo})
          where merchant_id = ${merchantId} and event = 'abandoned'`,
    );

  it('refuses the partner that abandoned a customer its claim back for 30 days, by id or by phone', async () => {
    const a = await approvedPartner(server);
    const merchant = await quickAccount(server);
    await inputMerchant(a, { phone: merchant.phone });
    await giveUp(a, merchant.tenantId);
    for (const body of [{ merchantId: merchant.tenantId }, { phone: merchant.phone }]) {
      const refused = await inputMerchant(a, body);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(message('en-US', 'reclaimCoolingDown', { count: 30 }));
    }
    const inChinese = await a.client.post(`${P}/input-merchant?lang=zh-CN`, { merchantId: merchant.tenantId });
    expect(inChinese.body.msg).toBe(message('zh-CN', 'reclaimCoolingDown', { count: 30 }));
    expect(await rowOf(merchant.tenantId)).toMatchObject({ partner_id: null });
    expect((await historyOf(merchant.tenantId)).map((entry) => entry.event)).toEqual(['attributed', 'abandoned']);
    await abandonedDaysAgo(merchant.tenantId, 29);
    expect((await inputMerchant(a, { merchantId: merchant.tenantId })).body.msg).toBe(
      message('en-US', 'reclaimCoolingDown', { count: 1 }),
    );
    await abandonedDaysAgo(merchant.tenantId, 30);
    expect((await inputMerchant(a, { merchantId: merchant.tenantId })).status).toBe(200);
    expect((await rowOf(merchant.tenantId))?.partner_id).toBe(a.partnerId);
  });

  it('lets another partner claim the abandoned customer at once', async () => {
    const a = await approvedPartner(server);
    const b = await approvedPartner(server);
    const merchant = await quickAccount(server);
    await inputMerchant(a, { phone: merchant.phone });
    await giveUp(a, merchant.tenantId);
    expect((await inputMerchant(b, { merchantId: merchant.tenantId })).status).toBe(200);
    expect((await rowOf(merchant.tenantId))?.partner_id).toBe(b.partnerId);
  });

  it('takes its length from the business setting', async () => {
    const a = await approvedPartner(server);
    const merchant = await quickAccount(server);
    await inputMerchant(a, { phone: merchant.phone });
    await giveUp(a, merchant.tenantId);
    await abandonedDaysAgo(merchant.tenantId, 5);
    try {
      await writeBusinessSetting(db(), RECLAIM_COOL_DOWN_DAYS, 7);
      expect((await inputMerchant(a, { merchantId: merchant.tenantId })).body.msg).toBe(
        message('en-US', 'reclaimCoolingDown', { count: 2 }),
      );
      await writeBusinessSetting(db(), RECLAIM_COOL_DOWN_DAYS, 0);
      expect((await inputMerchant(a, { merchantId: merchant.tenantId })).status).toBe(200);
    } finally {
      await writeBusinessSetting(db(), RECLAIM_COOL_DOWN_DAYS, RECLAIM_COOL_DOWN_DAYS.defaultValue);
    }
  });
});

describe('the release job', () => {
  it('puts customers whose protection ended in the pool once, however many processes run it at once', async () => {
    const a = await approvedPartner(server);
    const ids: number[] = [];
    for (let n = 0; n < 4; n++) ids.push((await inputMerchant(a, { phone: kitPhone() })).body.data.merchantId);
    const [kept, ...due] = ids as [number, ...number[]];
    await a.client.post(`${P}/label`, { merchantId: due[0], labels: ['vip'] });
    for (const id of due) await expire(id);
    const counts = await Promise.all([releaseExpiredCustomers(db()), releaseExpiredCustomers(db())]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(due.length);
    for (const id of due) {
      expect(await rowOf(id)).toMatchObject({ partner_id: null, version: 2, labels: [] });
      expect((await historyOf(id)).filter((entry) => entry.event === 'released')).toHaveLength(1);
    }
    expect((await rowOf(kept))?.partner_id).toBe(a.partnerId);
    expect(await releaseExpiredCustomers(db())).toBe(0);
    const pool = (await list(a.client, { scope: 'pool', sort: 'poolEntry' })).body.data.list.map(
      (row) => row.merchantId,
    );
    expect(pool).toEqual(expect.arrayContaining(due));
  });
});
