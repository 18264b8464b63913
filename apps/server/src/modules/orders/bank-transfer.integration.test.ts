import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_VISITOR } from '../../../test/slide-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_BANK_ACCOUNT } from '../../config.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import { captchaAnswerHash } from '../identity/index.ts';
import { caller, customer, orderOf } from './mall-customer-test-kit.ts';

const PATH = '/ommall/srvmall/order/bankacct/zhj/sendmsg';

describe('POST /ommall/srvmall/order/bankacct/zhj/sendmsg', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A graphic captcha whose answer the test knows (as if read from its picture). */
  const captcha = async (answer = 'k7pq') => {
    const captchaId = randomUUID();
    await server.database.handle.db.execute(
      sql`insert into captchas (id, answer_hash, visitor_id, expires_at)
          values (${captchaId}, ${captchaAnswerHash(captchaId, answer)}, ${KIT_VISITOR}, now() + interval '5 minutes')`,
    );
    return { captchaId, captcha: answer };
  };
  const outbox = (phone: string) => readSmsOutbox(server.database.handle.db, phone);

  it('texts our bank account, the amount and the order number to the user’s phone, in the user’s language', async () => {
    const user = await customer(server, 'zh-CN');
    const order = await orderOf(server, user.tenantId, { status: 'unpaid', finalAmount: 119_800 });
    const answer = await user.client.post(PATH, { orderNo: order.orderNo, ...(await captcha('K7PQ')) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, data: { sent: true }, msg: '对公转账账户信息已发送到您的手机' });
    const [sms] = await outbox(user.phone);
    expect(sms?.purpose).toBe('bank_transfer');
    expect(sms?.text).toContain(SANDBOX_BANK_ACCOUNT.company);
    expect(sms?.text).toContain(SANDBOX_BANK_ACCOUNT.bank);
    expect(sms?.text).toContain(SANDBOX_BANK_ACCOUNT.account);
    expect(sms?.text).toContain(order.orderNo);
    expect(sms?.text).toContain('¥1,198.00');
    expect(sms?.text).toMatch(/^【Tallybook】/);
  });

  it('sends the details of one order at most once in three minutes', async () => {
    const user = await customer(server);
    const order = await orderOf(server, user.tenantId, { status: 'unpaid' });
    const other = await orderOf(server, user.tenantId, { status: 'unpaid' });
    expect((await user.client.post(PATH, { orderNo: order.orderNo, ...(await captcha()) })).status).toBe(200);
    const again = await user.client.post(PATH, { orderNo: order.orderNo, ...(await captcha()) });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 429, data: null, msg: 'Too frequent, please try again in three minutes' });
    const zh = await user.client.in('zh-CN').post(PATH, { orderNo: order.orderNo, ...(await captcha()) });
    expect(zh.body.msg).toBe('操作过于频繁，请三分钟后重试');
    expect(await outbox(user.phone)).toHaveLength(1);
    // another order has its own three minutes
    expect((await user.client.post(PATH, { orderNo: other.orderNo, ...(await captcha()) })).status).toBe(200);
    // once the three minutes are over, it is sent again
    await server.database.handle.db.execute(
      sql`update operation_locks set expires_at = now() - interval '1 second' where key like 'mall:bank-transfer-sms:%'`,
    );
    expect((await user.client.post(PATH, { orderNo: order.orderNo, ...(await captcha()) })).status).toBe(200);
    expect(await outbox(user.phone)).toHaveLength(3);
  });

  it('texts once when the same order is asked for five times at once', async () => {
    const user = await customer(server);
    const order = await orderOf(server, user.tenantId, { status: 'unpaid' });
    const captchas = await Promise.all(Array.from({ length: 5 }, () => captcha()));
    const answers = await Promise.all(
      captchas.map((solved) => user.client.post(PATH, { orderNo: order.orderNo, ...solved })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(await outbox(user.phone)).toHaveLength(1);
  });

  it('refuses a wrong or missing captcha, and a captcha used once already', async () => {
    const user = await customer(server);
    const order = await orderOf(server, user.tenantId, { status: 'unpaid' });
    const wrong = await user.client.post(PATH, { orderNo: order.orderNo, ...(await captcha('abcd')), captcha: 'zzzz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Enter the correct graphic verification code');
    const zh = user.client.in('zh-CN');
    expect((await zh.post(PATH, { orderNo: order.orderNo, captchaId: '', captcha: '' })).body.msg).toBe(
      '图形验证码或参数不能为空',
    );
    const used = await captcha('abcd');
    expect((await user.client.post(PATH, { orderNo: order.orderNo, ...used })).status).toBe(200);
    await server.database.handle.db.execute(sql`delete from operation_locks where key like 'mall:bank-transfer-sms:%'`);
    const replay = await zh.post(PATH, { orderNo: order.orderNo, ...used });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('请输入正确的图形验证码');
    expect(await outbox(user.phone)).toHaveLength(1);
  });

  it('sends nothing for another user’s order, a paid or cancelled one, or a visitor', async () => {
    const owner = await customer(server);
    const other = await customer(server);
    const unpaid = await orderOf(server, owner.tenantId, { status: 'unpaid' });
    const paid = await orderOf(server, owner.tenantId, { status: 'paid' });
    const cancelled = await orderOf(server, owner.tenantId, { status: 'cancelled' });
    const foreign = await other.client.post(PATH, { orderNo: unpaid.orderNo, ...(await captcha()) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('The order was not found');
    const paidAnswer = await owner.client.post(PATH, { orderNo: paid.orderNo, ...(await captcha()) });
    expect(paidAnswer.status).toBe(409);
    expect(paidAnswer.body.msg).toBe('This order is not awaiting payment');
    expect((await owner.client.post(PATH, { orderNo: cancelled.orderNo, ...(await captcha()) })).status).toBe(409);
    expect((await caller(server).post(PATH, { orderNo: unpaid.orderNo, ...(await captcha()) })).status).toBe(401);
    expect(await outbox(owner.phone)).toHaveLength(0);
    expect(await outbox(other.phone)).toHaveLength(0);
  });
});
