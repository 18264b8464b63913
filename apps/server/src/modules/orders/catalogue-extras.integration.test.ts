import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SERVICE_BOOKINGS_PER_VISITOR_HOUR } from './book-service.ts';
import { mallServiceBookings } from './customer.tables.ts';
import { caller, customer } from './mall-customer-test-kit.ts';

type EnumList = Array<{ code: number | string; name: string }>;

describe('GET /ommall/om/sysenum/list/{typeID}', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  const list = (typeId: string, language = 'en-US') =>
    caller(server, { language }).get<EnumList>(`/ommall/om/sysenum/list/${typeId}`);

  it('lists the pay types with their names in the caller’s language', async () => {
    const en = await list('1');
    expect(en.body).toEqual({
      code: 200,
      data: [
        { code: 1, name: 'WeChat Pay' },
        { code: 2, name: 'Alipay' },
        { code: 26, name: 'WeChat Pay in the app' },
        { code: 30, name: 'Payment in the Tallybook app' },
        { code: 36, name: 'Alipay mini-app' },
        { code: 37, name: 'WeChat mini-program' },
        { code: 90, name: 'Paid by your partner' },
      ],
      msg: 'ok',
    });
    const zh = await list('1', 'zh-CN');
    expect(zh.body.data.slice(0, 2)).toEqual([
      { code: 1, name: '微信支付' },
      { code: 2, name: '支付宝' },
    ]);
    expect((await list('1', 'zh-TW')).body.data[1]).toEqual({ code: 2, name: '支付寶' });
  });

  it('lists fapiao types, fapiao media and cancel reasons', async () => {
    expect((await list('2', 'zh-CN')).body.data).toEqual([
      { code: 'normal', name: '增值税普通发票' },
      { code: 'special', name: '增值税专用发票' },
    ]);
    expect((await list('3')).body.data).toEqual([
      { code: 'electronic', name: 'Electronic fapiao' },
      { code: 'paper', name: 'Paper fapiao' },
    ]);
    const reasons = (await list('4', 'ar')).body.data;
    expect(reasons.length).toBeGreaterThan(2);
    expect(reasons.at(-1)).toEqual({ code: 'other', name: 'سبب آخر' });
  });

  it('answers an empty list for an unknown type, and 400 for one that is not a number', async () => {
    expect((await list('5')).body).toEqual({ code: 200, data: [], msg: 'ok' });
    expect((await list('0')).body.data).toEqual([]);
    const bad = await list('pay');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
  });
});

describe('POST /ommall/srvmall/servicebook/add', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  const visitor = (id: string, language = 'en-US') => {
    const client = caller(server, { language });
    return (body: unknown) =>
      client.post<{ id: number }>('/ommall/srvmall/servicebook/add', body, {
        cookie: `tb_visitor=${id}`,
      });
  };
  const visitorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('keeps a visitor’s booking, and a logged-in user’s with the user', async () => {
    const book = visitor(visitorId(1));
    const answer = await book({
      name: ' Zhang San ',
      phone: '138 0013 8000',
      company: 'Sanli Trading',
      note: 'Two shops',
    });
    expect(answer.body).toMatchObject({ code: 200, msg: 'Thank you, a consultant will call you soon' });
    const db = server.database.handle.db;
    const [row] = await db.select().from(mallServiceBookings).where(eq(mallServiceBookings.id, answer.body.data.id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Zhang San',
      phone: '13800138000',
      company: 'Sanli Trading',
      note: 'Two shops',
    });

    const user = await customer(server, 'zh-CN');
    const mine = await user.client.post<{ id: number }>('/ommall/srvmall/servicebook/add', {
      name: '李四',
      phone: '13900139000',
    });
    expect(mine.body.msg).toBe('提交成功，顾问会尽快与您联系');
    const [own] = await db.select().from(mallServiceBookings).where(eq(mallServiceBookings.id, mine.body.data.id));
    expect(own).toMatchObject({ userId: user.userId, company: null, note: null });
  });

  it('checks the name and the phone in the caller’s language', async () => {
    const en = visitor(visitorId(2));
    const zh = visitor(visitorId(3), 'zh-CN');
    expect((await en({ name: '', phone: '13800138000' })).body).toEqual({
      code: 400,
      data: null,
      msg: 'Enter the contact name',
    });
    expect((await zh({ name: '王', phone: '' })).body.msg).toBe('手机号不能为空');
    expect((await en({ name: 'Wang', phone: '2345' })).body.msg).toBe('Phone number format is incorrect');
    expect((await zh({ name: '王', phone: '2345' })).body.msg).toBe('手机号格式不正确');
  });

  it(`takes ${SERVICE_BOOKINGS_PER_VISITOR_HOUR} bookings of one visitor an hour, then asks it to slow down`, async () => {
    const book = visitor(visitorId(4));
    for (let i = 0; i < SERVICE_BOOKINGS_PER_VISITOR_HOUR; i++) {
      expect((await book({ name: 'Zhao', phone: '13800138000' })).status).toBe(200);
    }
    const refused = await book({ name: 'Zhao', phone: '13800138000' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, data: null, msg: 'Too many requests, please slow down and try again' });
    // another visitor is not held up
    expect((await visitor(visitorId(5))({ name: 'Qian', phone: '13800138000' })).status).toBe(200);
  });
});
