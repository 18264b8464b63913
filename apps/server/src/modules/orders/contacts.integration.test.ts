import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Caller, caller, customer } from './mall-customer-test-kit.ts';
import { MAX_CONTACTORS_PER_USER } from './save-contactor.ts';

interface ContactorView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  isDefault: boolean;
}

describe('contacts (order/contactor/list, contactor/add, contactor/update)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const list = (client: Caller) => client.get<ContactorView[]>('/ommall/srvmall/order/contactor/list');
  const add = (client: Caller, body: unknown) => client.post<ContactorView>('/ommall/srvmall/contactor/add', body);
  const update = (client: Caller, body: unknown) =>
    client.post<ContactorView>('/ommall/srvmall/contactor/update', body);

  it('adds contacts, the first as the default, and lists only the user’s own', async () => {
    const { client } = await customer(server);
    const other = await customer(server);
    const first = await add(client, { name: ' Li Lei ', phone: '+86 138 0013 8000', email: 'li@example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      code: 200,
      data: { name: 'Li Lei', phone: '13800138000', email: 'li@example.com', isDefault: true },
      msg: 'Saved',
    });
    const second = await add(client, { name: 'Han Meimei', phone: '13900139000' });
    expect(second.body.data).toMatchObject({ email: null, isDefault: false });
    await add(other.client, { name: 'Someone Else', phone: '13700137000' });

    const mine = await list(client);
    expect(mine.body.data.map((c) => c.name)).toEqual(['Li Lei', 'Han Meimei']);
    expect((await list(other.client)).body.data.map((c) => c.name)).toEqual(['Someone Else']);
  });

  it('updates the user’s own contact, and refuses another user’s as not found', async () => {
    const { client } = await customer(server);
    const other = await customer(server, 'zh-CN');
    const created = (await add(client, { name: 'Wang', phone: '13800138001' })).body.data;
    const changed = await update(client, {
      id: created.id,
      name: 'Wang Fang',
      phone: '13800138002',
      email: 'w@example.cn',
    });
    expect(changed.body.data).toMatchObject({
      id: created.id,
      name: 'Wang Fang',
      phone: '13800138002',
      isDefault: true,
    });

    const foreign = await update(other.client, { id: created.id, name: 'Thief', phone: '13800138003' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, data: null, msg: '联系人不存在' });
    expect((await list(client)).body.data[0]?.name).toBe('Wang Fang');
  });

  it('checks the name, the phone and the email, in the caller’s language', async () => {
    const { client } = await customer(server);
    const zh = client.in('zh-CN');
    expect((await add(client, { name: '  ', phone: '13800138000' })).body).toEqual({
      code: 400,
      data: null,
      msg: 'Enter the contact name',
    });
    expect((await add(zh, { name: '', phone: '13800138000' })).body.msg).toBe('联系人姓名不能为空');
    expect((await add(client, { name: 'A', phone: '' })).body.msg).toBe('Phone number cannot be empty');
    expect((await add(zh, { name: 'A', phone: '12345' })).body.msg).toBe('手机号格式不正确');
    expect((await add(client, { name: 'A', phone: '13800138000', email: 'not-an-email' })).body.msg).toBe(
      'Email format is incorrect',
    );
    expect((await add(zh, { name: 'A', phone: '13800138000', email: 'a@b' })).body.msg).toBe('邮箱格式不正确');
    const updated = await update(zh, { id: 1, name: ' ', phone: '13800138000' });
    expect(updated.status).toBe(400);
    expect(updated.body.msg).toBe('联系人姓名不能为空');
    expect((await list(client)).body.data).toEqual([]);
  });

  it(`keeps at most ${MAX_CONTACTORS_PER_USER} contacts per user, even when they are added at once`, async () => {
    const { client } = await customer(server);
    const answers = await Promise.all(
      Array.from({ length: MAX_CONTACTORS_PER_USER + 3 }, (_, i) =>
        add(client, { name: `Contact ${i}`, phone: `1380013${String(8000 + i)}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_CONTACTORS_PER_USER);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body).toEqual({ code: 409, data: null, msg: 'You can keep at most 20 contacts' });
    const kept = (await list(client)).body.data;
    expect(kept).toHaveLength(MAX_CONTACTORS_PER_USER);
    expect(kept.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('refuses a change sent by another site on the user’s cookie', async () => {
    const { client } = await customer(server);
    const forged = await client.post(
      '/ommall/srvmall/contactor/add',
      { name: 'Forged', phone: '13800138000' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    expect((await list(client)).body.data).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const visitor = caller(server);
    expect((await list(visitor)).body).toMatchObject({ code: 401, data: null });
    expect((await add(visitor, { name: 'A', phone: '13800138000' })).status).toBe(401);
    expect(
      (
        await caller(server, { language: 'zh-CN' }).post('/ommall/srvmall/contactor/update', {
          id: 1,
          name: 'A',
          phone: '13800138000',
        })
      ).body.msg,
    ).toBe('未登录或登录超时，请重新登录');
  });
});
