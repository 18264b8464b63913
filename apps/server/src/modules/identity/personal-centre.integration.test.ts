import { GUIDE_STEPS, isReferralCode } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { promoters } from '../../platform/db/schema.ts';
import { browser, forgetIpCounters, freshPhone, registerAccount } from './accounts-test-kit.ts';
import { guideSteps, users } from './identity.tables.ts';

interface Licence {
  serviceType: string;
  expired: boolean;
  typeCode: string;
  subscribeType: number;
}
interface Promoter {
  nickname: string;
  referralCode: string;
  joinedAt: string;
  created: boolean;
}

describe('the personal centre’s calls: licence info, promoter, onboarding guide', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const account = async (language = 'en-US') => {
    const phone = freshPhone();
    const { client, answer } = await registerAccount(server, phone, 'secret-1', browser(server, language));
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { client, phone, userId: user?.id as number, kdUid: (answer.body.data as { kdUid: string }).kdUid };
  };

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  describe('GET /license/info', () => {
    it('answers the logged-in user’s licence entries from the mall, of one service code when given', async () => {
      const { client, phone } = await account();
      // the mall's 15-day trial of a new account
      const trial = { serviceType: 'KDZHJ01', expired: false, typeCode: 'professional', subscribeType: 0 };
      const all = await client.get<Licence[]>('/license/info');
      expect(all.body).toEqual({ code: 200, data: [trial], msg: 'ok' });
      expect((await client.get(`/license/info?serviceCode=KDZHJ01&userName=${phone}`)).body.data).toEqual([trial]);
      expect((await client.get('/license/info?serviceCode=kdzhj01')).body.data).toEqual([trial]);
      expect((await client.get('/license/info?serviceCode=WXHYK')).body.data).toEqual([]);
    });

    it('refuses an unknown service code and another user’s phone, in the caller’s language', async () => {
      const { client } = await account('zh-CN');
      const other = await account();
      const unknown = await client.get('/license/info?serviceCode=NOPE');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ code: 400, data: null, msg: '所选服务不存在' });
      const foreign = await client.get(`/license/info?serviceCode=KDZHJ01&userName=${other.phone}`);
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ code: 403, data: null, msg: '只能查看和修改自己的信息' });
    });

    it('answers code 401 to a visitor, as the other session calls do', async () => {
      const answer = await browser(server, 'zh-CN').get('/license/info?serviceCode=KDZHJ01');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, data: null, msg: '未登录或登录超时，请重新登录' });
    });
  });

  describe('POST /promoter/pc/add', () => {
    const rowsOf = (userId: number) => db().select().from(promoters).where(eq(promoters.userId, userId));

    it('joins with a nickname and a referral code of unambiguous characters; GET /promoter/pc/info shows it', async () => {
      const { client, userId } = await account();
      expect((await client.get('/promoter/pc/info')).body.data).toBeNull();
      const joined = await client.post<Promoter>('/promoter/pc/add', { nickname: '  Ming the Seller  ' });
      expect(joined.status).toBe(200);
      expect(joined.body.msg).toBe('You have joined as a promoter');
      expect(joined.body.data).toMatchObject({ nickname: 'Ming the Seller', created: true });
      expect(isReferralCode(joined.body.data.referralCode)).toBe(true);
      const info = await client.get<Omit<Promoter, 'created'>>('/promoter/pc/info');
      expect(info.body.data).toEqual({
        nickname: 'Ming the Seller',
        referralCode: joined.body.data.referralCode,
        joinedAt: joined.body.data.joinedAt,
      });
      expect(await rowsOf(userId)).toHaveLength(1);
    });

    it('answers the same promoter to a second join, unchanged, never a second row', async () => {
      const { client, userId } = await account();
      const first = await client.post<Promoter>('/promoter/pc/add', { nickname: 'First' });
      const second = await client.post<Promoter>('/promoter/pc/add', { nickname: 'Second' });
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual({ ...first.body.data, created: false });
      expect(await rowsOf(userId)).toHaveLength(1);
    });

    it('keeps one promoter when joins arrive at once', async () => {
      const { client, userId } = await account();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          client.post<Promoter>('/promoter/pc/add', { nickname: `Racer ${index}` }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body.data.referralCode)).size).toBe(1);
      expect(answers.filter((answer) => answer.body.data.created)).toHaveLength(1);
      expect(await rowsOf(userId)).toHaveLength(1);
    });

    it('gives each promoter a code of its own, which the database keeps unique', async () => {
      const one = await account();
      const two = await account();
      const first = await one.client.post<Promoter>('/promoter/pc/add', { nickname: 'One' });
      const second = await two.client.post<Promoter>('/promoter/pc/add', { nickname: 'Two' });
      expect(first.body.data.referralCode).not.toBe(second.body.data.referralCode);
      const third = await account();
      await expect(
        db().insert(promoters).values({
          userId: third.userId,
          nickname: 'Copy',
          referralCode: first.body.data.referralCode,
          channel: 'pc',
        }),
      ).rejects.toThrow();
    });

    it.each([
      ['', 'zh-CN', '昵称不能为空'],
      ['   ', 'en-US', 'Nickname cannot be empty'],
      ['x'.repeat(33), 'en-US', 'The nickname can be at most 32 characters'],
      ['x'.repeat(33), 'zh-TW', '暱稱最多32個字元'],
    ])('refuses the nickname %j in %s, creating nothing', async (nickname, language, expected) => {
      const { client, userId } = await account(language);
      const refused = await client.post('/promoter/pc/add', { nickname });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 400, data: null, msg: expected });
      expect(await rowsOf(userId)).toHaveLength(0);
    });

    it('refuses visitors and other sites', async () => {
      expect((await browser(server).post('/promoter/pc/add', { nickname: 'Nobody' })).status).toBe(401);
      expect((await browser(server).get('/promoter/pc/info')).status).toBe(401);
      const { client, userId } = await account();
      const crossSite = await client.post(
        '/promoter/pc/add',
        { nickname: 'Forged' },
        { origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(await rowsOf(userId)).toHaveLength(0);
    });
  });

  describe('POST /webzhj/guide/cfg', () => {
    const none = Object.fromEntries(GUIDE_STEPS.map((step) => [step, false]));

    it('answers the whole guide, marks and unmarks steps, and keeps them per user', async () => {
      const { client } = await account();
      expect((await client.post('/webzhj/guide/cfg')).body).toEqual({ code: 200, data: none, msg: 'ok' });
      const marked = await client.post('/webzhj/guide/cfg', { key: 'addProduct' });
      expect(marked.body).toEqual({ code: 200, data: { ...none, addProduct: true }, msg: 'Saved' });
      await client.post('/webzhj/guide/cfg', { key: 'recordSale', done: true });
      await client.post('/webzhj/guide/cfg', { key: 'recordSale', done: true });
      expect((await client.post('/webzhj/guide/cfg', {})).body.data).toEqual({
        ...none,
        addProduct: true,
        recordSale: true,
      });
      const unmarked = await client.post('/webzhj/guide/cfg', { key: 'addProduct', done: false });
      expect(unmarked.body.data).toEqual({ ...none, recordSale: true });

      const other = await account();
      expect((await other.client.post('/webzhj/guide/cfg', {})).body.data).toEqual(none);
    });

    it('refuses an unknown step and a done that is not true or false, changing nothing', async () => {
      const { client, userId } = await account('zh-CN');
      const unknown = await client.post('/webzhj/guide/cfg', { key: 'dropTables' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ code: 400, data: null, msg: '不存在名为dropTables的引导步骤' });
      const notBoolean = await client.post('/webzhj/guide/cfg', { key: 'addProduct', done: 'yes' });
      expect(notBoolean.status).toBe(400);
      expect(notBoolean.body.msg).toMatch(/^请求参数不正确：done/);
      expect(await db().select().from(guideSteps).where(eq(guideSteps.userId, userId))).toEqual([]);
    });

    it('refuses visitors and other sites', async () => {
      expect((await browser(server).post('/webzhj/guide/cfg', {})).status).toBe(401);
      const { client } = await account();
      expect(
        (await client.post('/webzhj/guide/cfg', { key: 'addProduct' }, { 'sec-fetch-site': 'cross-site' })).status,
      ).toBe(403);
    });
  });
});
