import {
  type AchievementInfo,
  message,
  type PartnerApplication,
  type PartnerLevel,
  type PartnerReferral,
  type Promoter,
  type ReferralCodeOwner,
  type TeamList,
  type TeamMember,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import {
  type Browser,
  browser,
  forgetIpCounters,
  freshPhone,
  lastCode,
  requestCode,
} from '../identity/accounts-test-kit.ts';
import { approvedPartner, quickAccount } from './partner-test-kit.ts';

const ADMIN = { authorization: 'Bearer partner-home-admin-token-0123456789' };
const NANSHAN = '440305';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false, adminToken: ADMIN.authorization.slice(7) });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  await forgetIpCounters(server);
  await server.database.handle.db.execute(sql`delete from rate_counters where key like 'partner:code:%'`);
});

const db = () => server.database.handle.db;

/** An application through the HTTP call: only a partner applying under another's link needs it. */
async function apply(client: Browser, applicantName: string, partnerCode: string): Promise<PartnerApplication> {
  const phone = freshPhone();
  await forgetIpCounters(server);
  expect((await requestCode(server, client, phone, 'partner')).status).toBe(200);
  const answer = await client.post<PartnerApplication>('/ommall/promoter/info', {
    applicantName,
    phone,
    code: await lastCode(server, phone),
    companyName: '深圳小明贸易有限公司',
    regionCode: NANSHAN,
    email: 'xiaoming@example.com',
    mainNeeds: '批发门店的进销存',
    version: 'cn',
    agreed: true,
    partnerCode,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A partner, logged in: an account approved at `level` (applying under `partnerCode`'s link when given). */
async function partner(
  options: { language?: string; name?: string; partnerCode?: string; level?: PartnerLevel } = {},
): Promise<{ client: Browser; phone: string; id: number }> {
  const applicantName = options.name ?? '王小明';
  if (!options.partnerCode) {
    const made = await approvedPartner(server, {
      applicantName,
      companyName: '深圳小明贸易有限公司',
      level: options.level ?? 'gold',
      language: options.language ?? 'en-US',
    });
    return { client: made.client, phone: made.phone, id: made.partnerId };
  }
  const { client, phone } = await account(options.language);
  const application = await apply(client, applicantName, options.partnerCode);
  const approved = await browser(server).post(
    `/admin/api/partner/applications/${application.id}/approve`,
    { level: options.level ?? 'gold' },
    ADMIN,
  );
  expect(approved.status).toBe(200);
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`select id from partners where application_id = ${application.id}`,
  );
  return { client, phone, id: Number(row?.id) };
}

const account = (language = 'en-US') => quickAccount(server, language);

const referralOf = async (client: Browser) =>
  (await client.get<PartnerReferral>('/ommall/promoter/referral-code')).body.data;

let merchantIds = 9_000_000 + (process.pid % 1000) * 1000;
/** A customer row of the partner (attribution is the customers module's; here only its outcome). */
async function ownCustomer(
  partnerId: number,
  fields: { ownedSince: Date; protectedUntil: Date; promoterId?: number | null },
): Promise<void> {
  merchantIds += 1;
  await db().execute(
    sql`insert into partner_customers (merchant_id, partner_id, promoter_id, source, owned_since, protected_until)
        values (${merchantIds}, ${partnerId}, ${fields.promoterId ?? null}, 'link', ${fields.ownedSince.toISOString()}, ${fields.protectedUntil.toISOString()})`,
  );
}

describe('the partner home: figures and links (spec §2 /agent/home)', () => {
  it('counts the customers owned, new this month, expiring within seven days and the team, from real rows', async () => {
    const { client, id } = await partner();
    const empty = await client.get<AchievementInfo>('/ommall/promoter/achievement-info');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      customers: 0,
      newThisMonth: 0,
      expiringSoon: 0,
      team: 0,
      activatedThisMonth: 0,
      activatedTotal: 0,
      incomeThisMonthFen: 0,
      incomeTotalFen: 0,
    });

    const now = Date.now();
    await ownCustomer(id, { ownedSince: new Date(now - 60_000), protectedUntil: new Date(now + 3 * DAY_MS) });
    await ownCustomer(id, { ownedSince: new Date(now - 60_000), protectedUntil: new Date(now + 80 * DAY_MS) });
    await ownCustomer(id, { ownedSince: new Date(now - 70 * DAY_MS), protectedUntil: new Date(now + 20 * DAY_MS) });
    const { phone } = await account();
    expect((await client.post('/ommall/promoter/promoter-add', { phone })).status).toBe(200);

    // income is the shares earned (decision 0039): this month's, and all, never a reversed one
    const share = async (earnedAt: Date, amountFen: number, state = 'pending') => {
      merchantIds += 1;
      await db().execute(
        sql`insert into partner_rebates (partner_id, kind, merchant_id, order_id, order_no, service_number, base_fen, rate_bp, amount_fen, state, earned_at, matures_at)
            values (${id}, 'direct', ${merchantIds}, 1, ${`T${merchantIds}`}, 'KDZHJ01', ${amountFen * 10}, 1000, ${amountFen}, ${state}, ${earnedAt.toISOString()}, ${earnedAt.toISOString()})`,
      );
    };
    await share(new Date(now - 60_000), 1_500);
    await share(new Date(now - 60 * DAY_MS), 2_000, 'withdrawable');
    await share(new Date(now - 60_000), 9_999, 'reversed');
    const figures = (await client.get<AchievementInfo>('/ommall/promoter/achievement-info')).body.data;
    expect(figures).toEqual({
      customers: 3,
      newThisMonth: 2,
      expiringSoon: 1,
      team: 1,
      activatedThisMonth: 0,
      activatedTotal: 0,
      incomeThisMonthFen: 1_500,
      incomeTotalFen: 3_500,
    });
  });

  it('gives the partner its code with invite, register and apply links on the public URL', async () => {
    const { client } = await partner();
    const referral = await referralOf(client);
    expect(referral.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(referral).toMatchObject({ nickname: '王小明', showFullName: false, name: '王小明' });
    expect(referral.inviteUrl).toBe(`${server.baseUrl}/?partner=${referral.referralCode}`);
    expect(referral.registerUrl).toBe(`${server.baseUrl}/login?mode=register&partner=${referral.referralCode}`);
    const apply = await client.post<{ applyUrl: string; referralCode: string }>('/ommall/promoter/apply-url', {});
    expect(apply.status).toBe(200);
    expect(apply.body.data.applyUrl).toBe(`${server.baseUrl}/agent/join-apply?partner=${referral.referralCode}`);
  });

  it('refuses a visitor with 401 and a merchant with 403 on every partner call', async () => {
    const { client: merchant } = await account('zh-CN');
    const visitor = browser(server);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/ommall/promoter/achievement-info'],
      ['GET', '/ommall/promoter/referral-code'],
      ['POST', '/ommall/promoter/apply-url', {}],
      ['POST', '/ommall/promoter/nickname', { nickname: 'x' }],
      ['POST', '/ommall/promoter/show-full-name', { show: true }],
      ['POST', '/ommall/promoter/promoter-add', { phone: freshPhone() }],
      ['GET', '/ommall/promoter/team-list?currentPage=1&pageSize=10'],
    ];
    for (const [method, path, body] of calls) {
      const asVisitor = method === 'GET' ? await visitor.get(path) : await visitor.post(path, body);
      expect(asVisitor.status, path).toBe(401);
      const asMerchant = method === 'GET' ? await merchant.get(path) : await merchant.post(path, body);
      expect(asMerchant.status, path).toBe(403);
      expect(asMerchant.body.msg, path).toBe(message('zh-CN', 'notAPartner'));
    }
  });
});

describe('info-by-code: who a referral code belongs to, for anyone', () => {
  it('names a partner by nickname, or by full name once it chose so, with company, level and version, never the phone', async () => {
    const { client, phone } = await partner({ name: 'Li Hua', level: 'diamond' });
    const { referralCode } = await referralOf(client);
    expect((await client.post('/ommall/promoter/nickname', { nickname: 'Hua the Seller' })).status).toBe(200);
    const visitor = browser(server);
    for (const code of [referralCode, referralCode.toLowerCase(), ` ${referralCode} `]) {
      const found = await visitor.get<ReferralCodeOwner>(
        `/ommall/promoter/info-by-code?code=${encodeURIComponent(code)}`,
      );
      expect(found.status, code).toBe(200);
      expect(found.body.data).toEqual({
        referralCode,
        kind: 'partner',
        displayName: 'Hua the Seller',
        companyName: '深圳小明贸易有限公司',
        level: 'diamond',
        version: 'cn',
      });
      expect(JSON.stringify(found.body)).not.toContain(phone.slice(-4));
    }
    expect((await client.post('/ommall/promoter/show-full-name', { show: true })).body.data).toEqual({
      showFullName: true,
    });
    const shown = await visitor.get<ReferralCodeOwner>(`/ommall/promoter/info-by-code?code=${referralCode}`);
    expect(shown.body.data.displayName).toBe('Li Hua');
  });

  it('names a team promoter by its nickname under its partner’s company, and a plain referrer with no company', async () => {
    const { client } = await partner({ level: 'silver' });
    const { phone } = await account();
    await client.post('/ommall/promoter/promoter-add', { phone });
    const [row] = await queryRows<{ referral_code: string }>(
      db(),
      sql`select p.referral_code from promoters p join users u on u.id = p.user_id where u.phone = ${phone}`,
    );
    const teamCode = row?.referral_code as string;
    const team = await browser(server).get<ReferralCodeOwner>(`/ommall/promoter/info-by-code?code=${teamCode}`);
    expect(team.body.data).toMatchObject({ kind: 'promoter', companyName: '深圳小明贸易有限公司', level: 'silver' });
    expect(team.body.data.displayName).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);

    const { client: referrer } = await account();
    const joined = await referrer.post<Promoter>('/promoter/pc/add', { nickname: 'Plain Referrer' });
    const plain = await browser(server).get<ReferralCodeOwner>(
      `/ommall/promoter/info-by-code?code=${joined.body.data.referralCode}`,
    );
    expect(plain.body.data).toEqual({
      referralCode: joined.body.data.referralCode,
      kind: 'promoter',
      displayName: 'Plain Referrer',
      companyName: null,
      level: null,
      version: null,
    });
  });

  it('answers an unknown or malformed code 404 with its message, a huge one 400, and slows down a reader of codes', async () => {
    const visitor = browser(server, 'zh-CN');
    for (const code of ['ZZZZZZZZ', '', 'abc', '%00ABCDEFG', "' or 1=1 --"]) {
      const missing = await visitor.get(`/ommall/promoter/info-by-code?code=${encodeURIComponent(code)}`);
      expect(missing.status, code).toBeGreaterThanOrEqual(400);
      expect(missing.status, code).toBeLessThan(500);
      expect(missing.body.msg, code).toBeTruthy();
    }
    const unknown = await visitor.get('/ommall/promoter/info-by-code?code=ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(message('zh-CN', 'referralCodeNotFound'));
    const huge = await visitor.get(`/ommall/promoter/info-by-code?code=${'A'.repeat(5000)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBeTruthy();

    await server.database.handle.db.execute(sql`delete from rate_counters where key like 'partner:code:%'`);
    const statuses: number[] = [];
    for (let lookup = 0; lookup < 32; lookup++) {
      statuses.push((await visitor.get('/ommall/promoter/info-by-code?code=ZZZZZZZZ')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('settings: nickname and full name (spec §5, §2 /agent/system-set)', () => {
  it('saves a trimmed nickname, and refuses an empty or too long one with spec §5’s message', async () => {
    const { client } = await partner({ language: 'zh-CN' });
    const saved = await client.post<{ nickname: string }>('/ommall/promoter/nickname', { nickname: '  小明推广  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ nickname: '小明推广' });
    expect(saved.body.msg).toBe(message('zh-CN', 'saved'));
    expect((await referralOf(client)).nickname).toBe('小明推广');

    for (const nickname of ['', '   ']) {
      const empty = await client.post('/ommall/promoter/nickname', { nickname });
      expect(empty.status).toBe(400);
      expect(empty.body.msg).toBe('昵称不能为空');
    }
    const long = await client.post('/ommall/promoter/nickname', { nickname: '名'.repeat(33) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe(message('zh-CN', 'nicknameTooLong', { max: 32 }));
    for (const body of [{ nickname: 'x'.repeat(100_000) }, { nickname: 'a\u0000b' }, { nickname: 42 }, {}]) {
      const refused = await client.post('/ommall/promoter/nickname', body);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBeTruthy();
    }
    expect((await referralOf(client)).nickname).toBe('小明推广');
  });

  it('turns showing the full name on and off, and refuses what is not a yes or no', async () => {
    const { client } = await partner();
    expect((await client.post('/ommall/promoter/show-full-name', { show: true })).status).toBe(200);
    expect((await referralOf(client)).showFullName).toBe(true);
    expect((await client.post('/ommall/promoter/show-full-name', { show: false })).status).toBe(200);
    expect((await referralOf(client)).showFullName).toBe(false);
    for (const body of [{ show: 'yes' }, {}, { show: null }]) {
      expect((await client.post('/ommall/promoter/show-full-name', body)).status).toBe(400);
    }
  });
});

describe('the team: promoter-add and team-list (spec §7, issue 14)', () => {
  it('adds an account as a promoter once, and lists it with its hidden phone and the customers its link brought', async () => {
    const { client, id } = await partner({ language: 'zh-CN' });
    const { phone } = await account();
    const added = await client.post<TeamMember & { added: boolean }>('/ommall/promoter/promoter-add', { phone });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe(message('zh-CN', 'promoterAdded'));
    expect(added.body.data).toMatchObject({
      kind: 'promoter',
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      customers: 0,
      added: true,
    });
    const again = await client.post<TeamMember & { added: boolean }>('/ommall/promoter/promoter-add', {
      phone: ` +86 ${phone} `,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.added).toBe(false);
    expect(again.body.msg).toBe(message('zh-CN', 'promoterAlreadyInTeam'));

    const [promoter] = await queryRows<{ id: number }>(
      db(),
      sql`select id from promoters where referral_code = ${added.body.data.referralCode}`,
    );
    const now = Date.now();
    for (let customer = 0; customer < 2; customer++) {
      await ownCustomer(id, {
        ownedSince: new Date(now),
        protectedUntil: new Date(now + 90 * DAY_MS),
        promoterId: Number(promoter?.id),
      });
    }
    const team = (await client.get<TeamList>('/ommall/promoter/team-list?currentPage=1&pageSize=10')).body.data;
    expect(team.total).toBe(1);
    expect(team.list).toEqual([
      expect.objectContaining({ kind: 'promoter', phone: added.body.data.phone, customers: 2 }),
    ]);
    expect(JSON.stringify(team)).not.toContain(phone);
  });

  it('lets a plain referrer join with its code, and refuses yourself, a partner, another team and a phone without account', async () => {
    const { client: mine, phone: myPhone } = await partner({ language: 'zh-CN' });
    const { client: theirs } = await partner();
    const { client: referrer, phone: referrerPhone } = await account();
    const joined = await referrer.post<Promoter>('/promoter/pc/add', { nickname: 'Early Referrer' });
    const added = await mine.post<TeamMember>('/ommall/promoter/promoter-add', { phone: referrerPhone });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Early Referrer', referralCode: joined.body.data.referralCode });

    const other = await theirs.post('/ommall/promoter/promoter-add', { phone: referrerPhone });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe(message('en-US', 'promoterInAnotherTeam'));

    const cases: Array<[string, number, Parameters<typeof message>[1]]> = [
      [myPhone, 400, 'promoterIsYou'],
      [freshPhone(), 404, 'promoterNoAccount'],
      ['', 400, 'phoneEmpty'],
      ['12345', 400, 'phoneFormat'],
    ];
    for (const [phone, status, key] of cases) {
      const refused = await mine.post('/ommall/promoter/promoter-add', { phone });
      expect(refused.status, key).toBe(status);
      expect(refused.body.msg, key).toBe(message('zh-CN', key));
    }
    for (const body of [{ phone: '1'.repeat(10_000) }, { phone: '139\u00000000000' }, { phone: 13900000000 }]) {
      const refused = await mine.post('/ommall/promoter/promoter-add', body);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBeTruthy();
    }
  });

  it('refuses to add a partner, and another partner never sees my team', async () => {
    const { client: mine } = await partner();
    const { client: theirs, phone: theirPhone } = await partner();
    const refused = await mine.post('/ommall/promoter/promoter-add', { phone: theirPhone });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(message('en-US', 'promoterIsPartner'));

    const { phone } = await account();
    await mine.post('/ommall/promoter/promoter-add', { phone });
    const theirTeam = (await theirs.get<TeamList>('/ommall/promoter/team-list')).body.data;
    expect(theirTeam.total).toBe(0);
    expect(theirTeam.list).toEqual([]);
    expect((await mine.get<TeamList>('/ommall/promoter/team-list')).body.data.total).toBe(1);
  });

  it('of two adds of the same phone at once keeps one member, and of two partners at once one team', async () => {
    const { client: mine } = await partner();
    const { phone } = await account();
    const same = await Promise.all([
      mine.post<TeamMember & { added: boolean }>('/ommall/promoter/promoter-add', { phone }),
      mine.post<TeamMember & { added: boolean }>('/ommall/promoter/promoter-add', { phone }),
    ]);
    expect(same.map((answer) => answer.status)).toEqual([200, 200]);
    expect(same.filter((answer) => answer.body.data.added)).toHaveLength(1);
    expect((await mine.get<TeamList>('/ommall/promoter/team-list')).body.data.total).toBe(1);

    const { client: theirs } = await partner();
    const { phone: contested } = await account();
    const raced = await Promise.all([
      mine.post('/ommall/promoter/promoter-add', { phone: contested }),
      theirs.post('/ommall/promoter/promoter-add', { phone: contested }),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await queryRows<{ partner_id: number }>(
      db(),
      sql`select p.partner_id from promoters p join users u on u.id = p.user_id where u.phone = ${contested}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('lists partners who applied through the apply link as sub-partners, and pages the team newest first', async () => {
    const { client: parent, id: parentId } = await partner();
    const { referralCode } = await referralOf(parent);
    const { client: child, id: childId } = await partner({
      name: 'Sub Partner',
      partnerCode: referralCode.toLowerCase(),
    });
    const [stored] = await queryRows<{ parent_partner_id: number }>(
      db(),
      sql`select parent_partner_id from partners where id = ${childId}`,
    );
    expect(Number(stored?.parent_partner_id)).toBe(parentId);
    // the sub-partner's own link brought a customer
    const childCode = (await referralOf(child)).referralCode;
    const [childPromoter] = await queryRows<{ id: number }>(
      db(),
      sql`select id from promoters where referral_code = ${childCode}`,
    );
    await ownCustomer(childId, {
      ownedSince: new Date(),
      protectedUntil: new Date(Date.now() + 90 * DAY_MS),
      promoterId: Number(childPromoter?.id),
    });
    for (let member = 0; member < 3; member++) {
      const { phone } = await account();
      expect((await parent.post('/ommall/promoter/promoter-add', { phone })).status).toBe(200);
    }
    const first = (await parent.get<TeamList>('/ommall/promoter/team-list?currentPage=1&pageSize=3')).body.data;
    const second = (await parent.get<TeamList>('/ommall/promoter/team-list?currentPage=2&pageSize=3')).body.data;
    expect(first.total).toBe(4);
    expect(first.list).toHaveLength(3);
    expect(first.list.every((member) => member.kind === 'promoter')).toBe(true);
    expect(second.list).toEqual([
      expect.objectContaining({ kind: 'partner', name: 'Sub Partner', referralCode: childCode, customers: 1 }),
    ]);
    expect((await parent.get<AchievementInfo>('/ommall/promoter/achievement-info')).body.data.team).toBe(4);

    // a code that is not a partner's own (a plain referrer's, or none) makes no parent
    const { client: referrer } = await account();
    const plain = (await referrer.post<Promoter>('/promoter/pc/add', { nickname: 'Plain' })).body.data.referralCode;
    const { id: orphanId } = await partner({ partnerCode: plain });
    const [orphan] = await queryRows<{ parent_partner_id: number | null }>(
      db(),
      sql`select parent_partner_id from partners where id = ${orphanId}`,
    );
    expect(orphan?.parent_partner_id).toBeNull();

    for (const query of ['currentPage=0', 'pageSize=1000', 'currentPage=abc', `pageSize=${'9'.repeat(400)}`]) {
      const refused = await parent.get(`/ommall/promoter/team-list?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.msg, query).toBeTruthy();
    }
  });
});
