import { hidePhone, transformPassword } from '@tallybook/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import {
  type Browser,
  browser,
  forgetIpCounters,
  freshPhone,
  lastCode,
  registerAccount,
  requestCode,
} from './accounts-test-kit.ts';
import { users } from './identity.tables.ts';

interface Info {
  phone: string;
  phoneHide: string;
  kdUid: string;
  kdToken: string;
  hasPassword: boolean;
}

describe('POST /user/phone/bind: a logged-in account moves to a new phone', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const phoneOfUser = async (kdUid: string) =>
    (
      (await db().execute(sql`select phone from users where kd_uid = ${kdUid}`)) as unknown as {
        rows: Array<{ phone: string }>;
      }
    ).rows[0]?.phone;

  /** A registered account with the password "secret-1", logged in. */
  const account = async (language = 'en-US') => {
    const phone = freshPhone();
    const { client, answer } = await registerAccount(server, phone, 'secret-1', browser(server, language));
    return { client, phone, info: answer.body.data as unknown as Info };
  };
  /** Asks for a bind code to `phone` as the logged-in client, and answers it. */
  const bindCode = async (client: Browser, phone: string) => {
    const sent = await requestCode(server, client, phone, 'bind');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return lastCode(server, phone);
  };
  const passwords = async (oldPhone: string, newPhone: string, password = 'secret-1') => ({
    password: await transformPassword(oldPhone, password),
    newPhonePassword: await transformPassword(newPhone, password),
  });

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  it('moves the account: the session stays, user info shows the new phone, the password works with it', async () => {
    const { client, phone, info } = await account();
    const newPhone = freshPhone();
    const code = await bindCode(client, newPhone);
    const bound = await client.post<Info>('/user/phone/bind', {
      phone: newPhone,
      code,
      ...(await passwords(phone, newPhone)),
    });
    expect(bound.status).toBe(200);
    expect(bound.body.msg).toBe('Your phone number has been changed');
    expect(bound.body.data).toMatchObject({ phone: newPhone, phoneHide: hidePhone(newPhone), kdUid: info.kdUid });
    expect(bound.session).toBeUndefined();

    const after = await client.get<Info>('/webzhj/info');
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      phone: newPhone,
      phoneHide: `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`,
    });
    expect(await phoneOfUser(info.kdUid)).toBe(newPhone);
    expect((await client.get(`/webzhj/phone/exist?phone=${phone}`)).body.data).toEqual({ exist: false });

    const login = (who: string) =>
      transformPassword(who, 'secret-1').then((password) =>
        browser(server).post<Info>('/webzhj/official/weblogin', { phone: who, password }),
      );
    const withNew = await login(newPhone);
    expect(withNew.status).toBe(200);
    expect(withNew.body.data.kdUid).toBe(info.kdUid);
    expect((await login(phone)).status).toBe(400);
  });

  it('refuses a phone of another account with the spec message, in the caller’s language, changing nothing', async () => {
    const { client, phone, info } = await account('zh-CN');
    const other = await account();
    const refused = await client.post('/user/phone/bind', {
      phone: other.phone,
      code: '123456',
      ...(await passwords(phone, other.phone)),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, data: null, msg: '该手机号已注册' });
    expect(await phoneOfUser(info.kdUid)).toBe(phone);
    expect(await phoneOfUser(other.info.kdUid)).toBe(other.phone);
  });

  it('keeps phones unique in the database, and knows its refusal when two binds race', async () => {
    const one = await account();
    const two = await account();
    const race = db().update(users).set({ phone: two.phone }).where(eq(users.kdUid, one.info.kdUid));
    const error = await race.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await phoneOfUser(one.info.kdUid)).toBe(one.phone);
  });

  it('sends bind codes only to a logged-in account, and only to a phone no account has', async () => {
    const visitor = browser(server, 'zh-TW');
    const anonymous = await requestCode(server, visitor, freshPhone(), 'bind');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, data: null, msg: '未登入或登入逾時，請重新登入' });

    const { client } = await account();
    const other = await account();
    const taken = await requestCode(server, client, other.phone, 'bind');
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This phone number is already registered');
  });

  it('takes only a bind code of the new phone: a wrong one, or a code of another purpose, changes nothing', async () => {
    const { client, phone, info } = await account('ar');
    const newPhone = freshPhone();
    const code = await bindCode(client, newPhone);
    const wrong = await client.post('/user/phone/bind', {
      phone: newPhone,
      code: code === '000000' ? '111111' : '000000',
      ...(await passwords(phone, newPhone)),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('أدخل رمز التحقق الصحيح');
    expect(await phoneOfUser(info.kdUid)).toBe(phone);

    const loginPhone = freshPhone();
    await requestCode(server, browser(server), loginPhone, 'login');
    const otherPurpose = await client.post('/user/phone/bind', {
      phone: loginPhone,
      code: await lastCode(server, loginPhone),
      ...(await passwords(phone, loginPhone)),
    });
    expect(otherPurpose.status).toBe(400);
    expect(await phoneOfUser(info.kdUid)).toBe(phone);

    // the right code still works, once
    const bound = await client.post('/user/phone/bind', {
      phone: newPhone,
      code,
      ...(await passwords(phone, newPhone)),
    });
    expect(bound.status).toBe(200);
    const again = await client.post('/user/phone/bind', {
      phone: freshPhone(),
      code,
      ...(await passwords(newPhone, phone)),
    });
    expect(again.status).toBe(400);
  });

  it('needs the current password of an account that has one, and keeps the code for a retry', async () => {
    const { client, phone, info } = await account();
    const newPhone = freshPhone();
    const code = await bindCode(client, newPhone);
    const missing = await client.post('/user/phone/bind', { phone: newPhone, code });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Enter your current password to change the phone number');
    const wrong = await client.post('/user/phone/bind', {
      phone: newPhone,
      code,
      ...(await passwords(phone, newPhone, 'not-it-9')),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The current password is incorrect');
    expect(await phoneOfUser(info.kdUid)).toBe(phone);
    const bound = await client.post('/user/phone/bind', {
      phone: newPhone,
      code,
      ...(await passwords(phone, newPhone)),
    });
    expect(bound.status).toBe(200);
  });

  it('moves an account made by an SMS login (no password) with the code alone', async () => {
    const phone = freshPhone();
    const client = browser(server);
    await requestCode(server, client, phone, 'login');
    const login = await client.post<Info>('/webzhj/vcode', { phone, code: await lastCode(server, phone) });
    expect(login.body.data.hasPassword).toBe(false);
    const newPhone = freshPhone();
    const bound = await client.post<Info>('/user/phone/bind', {
      phone: newPhone,
      code: await bindCode(client, newPhone),
    });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ phone: newPhone, hasPassword: false });
  });

  it('refuses its own phone, a malformed phone, visitors and other sites', async () => {
    const { client, phone } = await account('zh-CN');
    const same = await client.post('/user/phone/bind', { phone, code: '123456', ...(await passwords(phone, phone)) });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe('该手机号已是当前账号的手机号');
    const malformed = await client.post('/user/phone/bind', { phone: '12345', code: '123456' });
    expect(malformed.body).toEqual({ code: 400, data: null, msg: '手机号格式不正确' });
    const empty = await client.post('/user/phone/bind', {});
    expect(empty.body.msg).toBe('手机号不能为空');

    const visitor = await browser(server).post('/user/phone/bind', { phone: freshPhone(), code: '123456' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(401);

    const crossSite = await client.post(
      '/user/phone/bind',
      { phone: freshPhone(), code: '123456' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.msg).toBe('该请求并非来自本站，已被拒绝');
  });
});
