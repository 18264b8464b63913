import { message, type PartnerApplication, type PartnerQualification, type PartnerStanding } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import {
  type Browser,
  browser,
  forgetIpCounters,
  freshPhone,
  lastCode,
  registerAccount,
  requestCode,
} from '../identity/accounts-test-kit.ts';

const ADMIN = { authorization: 'Bearer partner-admin-token-0123456789' };
// 广东省 › 深圳市 › 南山区: a whole path of the cascader
const NANSHAN = '440305';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false, adminToken: ADMIN.authorization.slice(7) });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  await forgetIpCounters(server);
  await server.database.handle.db.execute(sql`delete from rate_counters where key like 'partner:qualification:%'`);
});

/** A new merchant, logged in, in `language`. */
async function merchant(language = 'en-US'): Promise<Browser> {
  const { client } = await registerAccount(server, freshPhone(), 'Secret-pass-1', browser(server, language));
  return client;
}

/** A filled-in form whose phone has just been sent a code of purpose partner. */
async function form(client: Browser, overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  await forgetIpCounters(server);
  const sent = await requestCode(server, client, phone, 'partner');
  expect(sent.status).toBe(200);
  return {
    applicantName: '王小明',
    phone,
    code: await lastCode(server, phone),
    companyName: '深圳小明贸易有限公司',
    regionCode: NANSHAN,
    email: 'xiaoming@example.com',
    mainNeeds: '批发门店的进销存',
    version: 'cn',
    agreed: true,
    ...overrides,
  };
}

const apply = (client: Browser, body: unknown) => client.post<PartnerApplication>('/ommall/promoter/info', body);
const applicationsOf = async (userPhoneLike: string) =>
  queryRows<{ state: string }>(
    server.database.handle.db,
    sql`select state from partner_applications where phone = ${userPhoneLike}`,
  );
/** Ends the three-minute lock of every applicant, as three minutes passing would. */
const endLocks = () => server.database.handle.db.execute(sql`delete from operation_locks where key like 'partner:%'`);
const admin = (path: string, body?: unknown) =>
  body === undefined
    ? browser(server).get<Record<string, unknown>>(path, ADMIN)
    : browser(server).post<Record<string, unknown>>(path, body, ADMIN);

describe('POST /ommall/promoter/info: applying to become a partner (spec §3, §5)', () => {
  it('records a logged-in merchant’s application as submitted, with the phone hidden and the region named', async () => {
    const client = await merchant();
    const body = await form(client);
    const answer = await apply(client, body);
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe(message('en-US', 'partnerApplicationSubmitted'));
    expect(answer.body.data).toMatchObject({
      applicantName: '王小明',
      phone: `${body.phone.slice(0, 3)}****${body.phone.slice(-4)}`,
      region: ['广东省', '深圳市', '南山区'],
      version: 'cn',
      state: 'submitted',
      reviewNote: null,
    });
    const standing = await client.get<PartnerStanding>('/ommall/promoter/verify');
    expect(standing.body.data).toEqual({ partner: null, application: answer.body.data });
  });

  it('answers each problem of the form with spec §5’s message in the caller’s language, and records nothing', async () => {
    const client = await merchant('zh-CN');
    const good = await form(client);
    const cases: Array<[Record<string, unknown>, Parameters<typeof message>[1]]> = [
      [{ applicantName: '  ' }, 'applicantAndCompanyEmpty'],
      [{ companyName: '' }, 'applicantAndCompanyEmpty'],
      [{ phone: '' }, 'phoneEmpty'],
      [{ phone: '12345' }, 'phoneFormat'],
      [{ code: '12' }, 'verificationCodeWrong'],
      // a province is not a whole path; an unknown code is none
      [{ regionCode: '440000' }, 'regionRequired'],
      [{ regionCode: '999999' }, 'regionRequired'],
      [{ email: '' }, 'emailEmpty'],
      [{ email: 'not-an-email' }, 'emailFormat'],
      [{ agreed: false }, 'termsRequired'],
      [{ applicantName: '王'.repeat(51) }, 'applicantNameTooLong'],
    ];
    for (const [change, key] of cases) {
      const answer = await apply(client, { ...good, ...change });
      expect(answer.status, key).toBe(400);
      expect(answer.body.msg, key).toBe(message('zh-CN', key));
    }
    const version = await apply(client, { ...good, version: 'moon' });
    expect(version.status).toBe(400);
    expect(await applicationsOf(good.phone)).toEqual([]);
    // and the form, right at last, goes through: no problem above took the lock
    expect((await apply(client, good)).status).toBe(200);
  });

  it('takes the account’s own phone without a second code, given or omitted; another phone still needs one', async () => {
    const own = freshPhone();
    const { client } = await registerAccount(server, own, 'Secret-pass-1', browser(server));
    const { code: _code, phone: _phone, ...rest } = await form(client);
    const other = await apply(client, { ...rest, phone: freshPhone(), code: '' });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(message('en-US', 'verificationCodeWrong'));
    const given = await apply(client, { ...rest, phone: `+86 ${own}`, code: '' });
    expect(given.status).toBe(200);
    expect((await applicationsOf(own)).map((row) => row.state)).toEqual(['submitted']);

    const second = freshPhone();
    const { client: omitting } = await registerAccount(server, second, 'Secret-pass-1', browser(server));
    const omitted = await apply(omitting, { ...rest, code: '' });
    expect(omitted.status).toBe(200);
    expect(omitted.body.data.phone).toBe(`${second.slice(0, 3)}****${second.slice(-4)}`);
  });

  it('refuses a visitor, a wrong SMS code (without locking the applicant out) and a code of another purpose', async () => {
    const visitor = browser(server);
    const refused = await apply(visitor, { version: 'cn' });
    expect(refused.status).toBe(401);

    const client = await merchant();
    const body = await form(client);
    const wrong = await apply(client, { ...body, code: body.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(message('en-US', 'verificationCodeWrong'));
    expect((await apply(client, body)).status).toBe(200);

    const other = await merchant();
    const phone = freshPhone();
    await forgetIpCounters(server);
    await requestCode(server, other, phone, 'login');
    const loginCode = await apply(other, { ...(await form(other)), phone, code: await lastCode(server, phone) });
    expect(loginCode.status).toBe(400);
    expect(loginCode.body.msg).toBe(message('en-US', 'verificationCodeFailed'));
  });

  it('refuses a second application while one is under review, and of two at once keeps one', async () => {
    const client = await merchant('zh-CN');
    expect((await apply(client, await form(client))).status).toBe(200);
    await endLocks();
    const again = await apply(client, await form(client));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('提交失败，账号已审核通过或正在审核中');

    const racer = await merchant();
    const [first, second] = [await form(racer), await form(racer)];
    const answers = await Promise.all([apply(racer, first), apply(racer, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) expect([409, 429]).toContain(answer.status);
  });
});

describe('the back office decides; the applicant is texted, and becomes a partner of one version', () => {
  it('takes an application up, approves it at a level, texts the applicant and issues a certificate', async () => {
    const client = await merchant('zh-CN');
    const body = await form(client);
    const { id } = (await apply(client, body)).body.data;

    expect((await browser(server).get(`/admin/api/partner/applications`)).status).toBe(401);
    const listed = await admin('/admin/api/partner/applications?state=submitted&page_size=100');
    expect((listed.body.data as { list: Array<{ id: number; phone: string }> }).list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, phone: body.phone })]),
    );
    const taken = await admin(`/admin/api/partner/applications/${id}/review`, {});
    expect(taken.body.data).toMatchObject({ id, state: 'underReview' });
    expect((await client.get<PartnerStanding>('/ommall/promoter/verify')).body.data.application?.state).toBe(
      'underReview',
    );

    const wrongRole = await admin(`/admin/api/partner/applications/${id}/approve`, {
      level: 'gold',
      role: 'internationalAgent',
    });
    expect(wrongRole.status).toBe(400);
    const approved = await admin(`/admin/api/partner/applications/${id}/approve`, { level: 'gold' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id, state: 'approved' });
    // the answer names the partner the approval made
    const [made] = await queryRows<{ id: number }>(
      server.database.handle.db,
      sql`select id from partners where application_id = ${id}`,
    );
    expect(approved.body.data.partnerId).toBe(Number(made?.id));

    const [texted] = await readSmsOutbox(server.database.handle.db, body.phone, 1);
    expect(texted?.purpose).toBe('partner');
    // the approval carries the partner centre's address on the public URL (issue 64)
    const link = `${server.baseUrl}/agent/home?lang=zh-CN`;
    expect(texted?.text).toBe(message('zh-CN', 'partnerApprovedSms', { name: '王小明', level: '黄金', link }));
    expect(texted?.text).toContain(link);

    const standing = (await client.get<PartnerStanding>('/ommall/promoter/verify?version=cn')).body.data;
    expect(standing.partner).toMatchObject({
      name: '王小明',
      version: 'cn',
      role: 'agentCompany',
      level: 'gold',
      region: ['广东省', '深圳市', '南山区'],
      certificateNo: expect.stringMatching(/^TB-CN-\d{4}-\d{6}$/),
      valid: true,
    });
    // spec §6, §8: a Chinese-version agent cannot log in as an international one
    const conflict = await client.get('/ommall/promoter/verify?version=intl');
    expect(conflict.status).toBe(403);
    expect(conflict.body.msg).toBe('登录失败，该账号已是另一类代理商');

    // decided once: neither approved again nor rejected, and an approved account cannot apply again
    expect((await admin(`/admin/api/partner/applications/${id}/approve`, { level: 'diamond' })).status).toBe(409);
    expect((await admin(`/admin/api/partner/applications/${id}/reject`, { reason: 'x' })).status).toBe(409);
    await endLocks();
    expect((await apply(client, await form(client))).status).toBe(409);
    expect((await admin('/admin/api/partner/applications/999999/approve', { level: 'gold' })).status).toBe(404);
  });

  it('draws the certificate’s QR code as a PNG for the partner only, opening the public qualification page', async () => {
    const client = await merchant();
    const { id } = (await apply(client, await form(client))).body.data;
    await admin(`/admin/api/partner/applications/${id}/approve`, { level: 'silver' });
    const certificate = (await client.get<PartnerStanding>('/ommall/promoter/verify')).body.data.partner?.certificateNo;
    const drawn = await fetch(`${server.baseUrl}/ommall/promoter/auth-qrcode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `tb_session=${client.session}` },
      body: '{}',
    });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await drawn.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(512);
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${server.baseUrl}/agent/qualification?q=${certificate}`,
    );

    const merchantOnly = await merchant('zh-CN');
    const refused = await merchantOnly.post('/ommall/promoter/auth-qrcode', {});
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('该账号不是合作伙伴');
    expect((await browser(server).post('/ommall/promoter/auth-qrcode', {})).status).toBe(401);
  });

  it('an international partner cannot log in as a Chinese-version one', async () => {
    const client = await merchant();
    const { id } = (await apply(client, await form(client, { version: 'intl' }))).body.data;
    expect((await admin(`/admin/api/partner/applications/${id}/approve`, { level: 'silver' })).status).toBe(200);
    expect((await client.get<PartnerStanding>('/ommall/promoter/verify?version=intl')).body.data.partner?.role).toBe(
      'internationalAgent',
    );
    const conflict = await client.get('/ommall/promoter/verify?version=cn');
    expect(conflict.status).toBe(403);
    expect(conflict.body.msg).toBe(message('en-US', 'agentRoleConflict'));
  });

  it('rejects with a reason the applicant is texted, after which the applicant may apply again', async () => {
    const client = await merchant();
    const body = await form(client);
    const { id } = (await apply(client, body)).body.data;
    expect((await admin(`/admin/api/partner/applications/${id}/reject`, { reason: ' ' })).status).toBe(400);
    const rejected = await admin(`/admin/api/partner/applications/${id}/reject`, { reason: 'region already covered' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reviewNote: 'region already covered' });
    const [texted] = await readSmsOutbox(server.database.handle.db, body.phone, 1);
    expect(texted?.text).toBe(
      message('en-US', 'partnerRejectedSms', { name: '王小明', reason: 'region already covered' }),
    );
    // within three minutes of the last submit: the operation lock (spec §5, §9)
    const soon = await apply(client, await form(client));
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toBe(message('en-US', 'tooFrequent'));
    await endLocks();
    expect((await apply(client, await form(client))).status).toBe(200);
  });
});

describe('the public qualification query and the programme’s lists', () => {
  it('finds a partner by full name, phone or certificate number, never by part and never showing the phone', async () => {
    const client = await merchant();
    const body = await form(client, { applicantName: `Qualified ${freshPhone()}` });
    const { id } = (await apply(client, body)).body.data;
    await admin(`/admin/api/partner/applications/${id}/approve`, { level: 'diamond' });
    const certificate = (await client.get<PartnerStanding>('/ommall/promoter/verify')).body.data.partner
      ?.certificateNo as string;

    const visitor = browser(server, 'zh-CN');
    for (const keyword of [body.applicantName, body.phone, certificate, certificate.toLowerCase()]) {
      const found = await visitor.post<PartnerQualification[]>('/ommall/promoter/info-by-name', { keyword });
      expect(found.status, keyword).toBe(200);
      expect(found.body.data, keyword).toEqual([
        expect.objectContaining({ certificateNo: certificate, level: 'diamond' }),
      ]);
      expect(found.body.data[0], keyword).not.toHaveProperty('phone');
      expect(JSON.stringify(found.body.data)).not.toContain(body.phone);
    }
    for (const keyword of [body.applicantName.slice(0, 9), 'nobody at all', '']) {
      const missing = await visitor.post('/ommall/promoter/info-by-name', { keyword });
      expect(missing.status, keyword).toBeGreaterThanOrEqual(400);
      expect(missing.body.msg, keyword).toBe('未查询到伙伴信息，请核实后重新查询');
    }
  });

  it('slows down an address that reads out partners one query after another', async () => {
    const visitor = browser(server);
    const statuses: number[] = [];
    for (let query = 0; query < 32; query++) {
      statuses.push((await visitor.post('/ommall/promoter/info-by-name', { keyword: `nobody ${query}` })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('serves the region cascader from 86 down to districts, and the enumerations', async () => {
    const visitor = browser(server);
    const provinces = await visitor.get<Array<{ code: string; name: string; leaf: boolean }>>(
      '/ommall/promoter/regions?parent=86',
    );
    expect(provinces.body.data).toEqual(expect.arrayContaining([{ code: '440000', name: '广东省', leaf: false }]));
    expect(provinces.body.data.length).toBeGreaterThanOrEqual(34);
    const districts = await visitor.get<Array<{ code: string; name: string; leaf: boolean }>>(
      '/ommall/promoter/regions?parent=440300',
    );
    expect(districts.body.data).toEqual(expect.arrayContaining([{ code: NANSHAN, name: '南山区', leaf: true }]));
    expect((await visitor.get(`/ommall/promoter/regions?parent=${NANSHAN}`)).status).toBe(400);
    expect((await visitor.get('/ommall/promoter/regions?parent=__proto__')).status).toBe(400);

    const enums = await visitor.get<{ levels: string[]; roles: Array<{ role: string; versions: string[] }> }>(
      '/ommall/promoter/sysenum-list',
    );
    expect(enums.body.data.levels).toEqual(['silver', 'gold', 'diamond']);
    expect(enums.body.data.roles).toContainEqual({ role: 'overseasAgent', versions: ['intl'] });
    expect(enums.body.data.roles).toContainEqual({ role: 'promoter', versions: ['cn', 'intl'] });
  });
});
