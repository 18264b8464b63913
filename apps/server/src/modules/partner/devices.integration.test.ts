import { type DeviceStore, message, type PartnerDevice } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { type Browser, browser, forgetIpCounters } from '../identity/accounts-test-kit.ts';
import { approvedPartner, merchantAccount } from './partner-test-kit.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => forgetIpCounters(server));

const db = () => server.database.handle.db;
const partner = (language = 'en-US') => approvedPartner(server, { language });
let serialCounter = 0;
const freshSerial = () => `SN-${process.pid}-${++serialCounter}`;

/**
 * A customer's tenant with a head store and `branches` more, owned by `partnerId` (null: in the pool).
 * Written straight into the tables: the customer calls are another part of issue 14.
 */
async function customer(partnerId: number | null, shopName: string, branches = 1) {
  const [tenant] = await queryRows<{ id: number }>(
    db(),
    sql`insert into tenants (name) values (${shopName}) returning id`,
  );
  const merchantId = tenant?.id as number;
  const storeIds: number[] = [];
  for (let index = 0; index <= branches; index++) {
    const [store] = await queryRows<{ id: number }>(
      db(),
      sql`insert into stores (tenant_id, name, is_head) values (${merchantId}, ${index === 0 ? '' : `Branch ${index}`}, ${index === 0}) returning id`,
    );
    storeIds.push(store?.id as number);
  }
  await db().execute(
    sql`insert into partner_customers (merchant_id, partner_id, source, owned_since, pool_since)
        values (${merchantId}, ${partnerId}, 'manual', ${partnerId === null ? null : new Date().toISOString()}, ${partnerId === null ? new Date().toISOString() : null})`,
  );
  return { merchantId, storeIds };
}

const create = (client: Browser, body: unknown) => client.post<PartnerDevice>('/ommall/promoter/devices/create', body);
const bind = (client: Browser, body: unknown) => client.post<PartnerDevice>('/ommall/promoter/devices/bind', body);
const list = (client: Browser, body: unknown = {}) =>
  client.post<{ list: PartnerDevice[]; total: number }>('/ommall/promoter/devices/list', body);

describe('POST devices/create: a partner registers a POS device', () => {
  it('registers a device with its serial trimmed and upper case, unique across all partners', async () => {
    const { client } = await partner('zh-CN');
    const serial = freshSerial();
    const created = await create(client, { serialNo: `  ${serial.toLowerCase()} `, model: ' Sunmi P3 ' });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(message('zh-CN', 'deviceRegistered'));
    expect(created.body.data).toMatchObject({
      serialNo: serial,
      model: 'Sunmi P3',
      merchantId: null,
      storeId: null,
      boundAt: null,
    });

    const again = await create(client, { serialNo: serial, model: '' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(message('zh-CN', 'deviceSerialTaken'));
    const other = await partner();
    const elsewhere = await create(other.client, { serialNo: serial.toLowerCase() });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.msg).toBe(message('en-US', 'deviceSerialTaken'));
  });

  it('answers each problem of the serial and model with its message, and huge input with 400, never 500', async () => {
    const { client } = await partner();
    const cases: Array<[Record<string, unknown>, Parameters<typeof message>[1], Record<string, number>?]> = [
      [{ serialNo: '   ' }, 'deviceSerialEmpty'],
      [{ serialNo: 'A'.repeat(41) }, 'deviceSerialTooLong', { max: 40 }],
      [{ serialNo: 'SN 01' }, 'deviceSerialInvalid'],
      [{ serialNo: '序列号' }, 'deviceSerialInvalid'],
      [{ serialNo: freshSerial(), model: 'M'.repeat(41) }, 'deviceModelTooLong', { max: 40 }],
      [{ serialNo: freshSerial(), model: 'P3\tX' }, 'deviceModelInvalid'],
    ];
    for (const [body, key, values] of cases) {
      const answer = await create(client, body);
      expect(answer.status, key).toBe(400);
      expect(answer.body.msg, key).toBe(message('en-US', key, values));
    }
    for (const body of [
      { serialNo: 'A'.repeat(100_000) },
      { serialNo: 'SN\u0000X' },
      { serialNo: freshSerial(), model: 'a\u0000b' },
      { serialNo: 42 },
    ]) {
      const answer = await create(client, body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toEqual(expect.any(String));
      expect(answer.body.msg).not.toBe('');
    }
    expect((await list(client)).body.data.total).toBe(0);
  });

  it('refuses a merchant who is not a partner (403) and a visitor (401) on every devices call', async () => {
    const merchant = await merchantAccount(server, 'zh-CN');
    const visitor = browser(server);
    const calls: Array<[string, unknown]> = [
      ['create', { serialNo: freshSerial() }],
      ['list', {}],
      ['shop-list', { merchantId: 10_001 }],
      ['bind', { deviceId: 1, merchantId: 10_001, storeId: 1 }],
      ['unbind', { deviceId: 1 }],
      ['remove', { deviceId: 1 }],
    ];
    for (const [call, body] of calls) {
      const refused = await merchant.post(`/ommall/promoter/devices/${call}`, body);
      expect(refused.status, call).toBe(403);
      expect(refused.body.msg, call).toBe(message('zh-CN', 'notAPartner'));
      expect((await visitor.post(`/ommall/promoter/devices/${call}`, body)).status, call).toBe(401);
    }
  });
});

describe('binding devices to the stores of a partner’s customers', () => {
  it('lists the stores of a customer the partner owns, binds a device to one, and lists it with its store', async () => {
    const { client, partnerId } = await partner();
    const shop = await customer(partnerId, '小明便利店', 1);
    const stores = await client.post<{ shopName: string; stores: DeviceStore[] }>(
      '/ommall/promoter/devices/shop-list',
      { merchantId: shop.merchantId },
    );
    expect(stores.status).toBe(200);
    expect(stores.body.data).toEqual({
      merchantId: shop.merchantId,
      shopName: '小明便利店',
      stores: [
        { storeId: shop.storeIds[0], name: '', address: '', isHead: true, devices: 0 },
        { storeId: shop.storeIds[1], name: 'Branch 1', address: '', isHead: false, devices: 0 },
      ],
    });

    const device = (await create(client, { serialNo: freshSerial(), model: 'P3' })).body.data;
    const bound = await bind(client, {
      deviceId: device.deviceId,
      merchantId: shop.merchantId,
      storeId: shop.storeIds[1],
    });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({
      deviceId: device.deviceId,
      merchantId: shop.merchantId,
      shopName: '小明便利店',
      storeId: shop.storeIds[1],
      storeName: 'Branch 1',
      storeIsHead: false,
      boundAt: expect.any(String),
    });
    const spare = (await create(client, { serialNo: freshSerial() })).body.data;

    const all = await list(client, { page: 1, rows: 10 });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((one) => one.deviceId)).toEqual([spare.deviceId, device.deviceId]);
    const ofShop = await list(client, { merchantId: shop.merchantId });
    expect(ofShop.body.data).toMatchObject({ total: 1, list: [{ deviceId: device.deviceId, storeName: 'Branch 1' }] });
    const counted = await client.post<{ stores: DeviceStore[] }>('/ommall/promoter/devices/shop-list', {
      merchantId: shop.merchantId,
    });
    expect(counted.body.data.stores.map((store) => store.devices)).toEqual([0, 1]);
  });

  it('keeps a device in one store at a time: a bound device is refused, and unbinding frees it', async () => {
    const { client, partnerId } = await partner('zh-CN');
    const shop = await customer(partnerId, 'Shop A');
    const device = (await create(client, { serialNo: freshSerial() })).body.data;
    const target = { deviceId: device.deviceId, merchantId: shop.merchantId };
    expect((await bind(client, { ...target, storeId: shop.storeIds[0] })).status).toBe(200);
    const twice = await bind(client, { ...target, storeId: shop.storeIds[1] });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(message('zh-CN', 'deviceAlreadyBound'));

    const removeBound = await client.post('/ommall/promoter/devices/remove', { deviceId: device.deviceId });
    expect(removeBound.status).toBe(409);
    expect(removeBound.body.msg).toBe(message('zh-CN', 'deviceAlreadyBound'));

    const unbound = await client.post<PartnerDevice>('/ommall/promoter/devices/unbind', { deviceId: device.deviceId });
    expect(unbound.status).toBe(200);
    expect(unbound.body.data).toMatchObject({ merchantId: null, storeId: null, storeName: null, boundAt: null });
    const unboundAgain = await client.post('/ommall/promoter/devices/unbind', { deviceId: device.deviceId });
    expect(unboundAgain.status).toBe(409);
    expect(unboundAgain.body.msg).toBe(message('zh-CN', 'deviceNotBound'));

    expect((await bind(client, { ...target, storeId: shop.storeIds[1] })).status).toBe(200);
    expect((await client.post('/ommall/promoter/devices/unbind', { deviceId: device.deviceId })).status).toBe(200);
    const removed = await client.post('/ommall/promoter/devices/remove', { deviceId: device.deviceId });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ deviceId: device.deviceId });
    expect((await list(client)).body.data.total).toBe(0);
    expect((await client.post('/ommall/promoter/devices/remove', { deviceId: device.deviceId })).status).toBe(404);
  });

  it('of two binds of one device at once, one wins and the other is told the device is bound', async () => {
    const { client, partnerId } = await partner();
    const shop = await customer(partnerId, 'Racing shop', 2);
    const device = (await create(client, { serialNo: freshSerial() })).body.data;
    const answers = await Promise.all(
      shop.storeIds.map((storeId) => bind(client, { deviceId: device.deviceId, merchantId: shop.merchantId, storeId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.msg).toBe(message('en-US', 'deviceAlreadyBound'));
    }
    const [row] = await queryRows<{ store_id: number }>(
      db(),
      sql`select store_id from partner_devices where id = ${device.deviceId}`,
    );
    const winner = answers.find((answer) => answer.status === 200)?.body.data;
    expect(row?.store_id).toBe(winner?.storeId);
  });

  it('never reaches another partner’s devices, nor the stores of customers it does not own', async () => {
    const mine = await partner();
    const theirs = await partner();
    const myShop = await customer(mine.partnerId, 'Mine');
    const theirShop = await customer(theirs.partnerId, 'Theirs');
    const poolShop = await customer(null, 'In the pool');
    const myDevice = (await create(mine.client, { serialNo: freshSerial() })).body.data;
    const theirDevice = (await create(theirs.client, { serialNo: freshSerial() })).body.data;

    for (const call of ['unbind', 'remove']) {
      const answer = await mine.client.post(`/ommall/promoter/devices/${call}`, { deviceId: theirDevice.deviceId });
      expect(answer.status, call).toBe(404);
      expect(answer.body.msg, call).toBe(message('en-US', 'deviceNotFound'));
    }
    const foreignDevice = await bind(mine.client, {
      deviceId: theirDevice.deviceId,
      merchantId: myShop.merchantId,
      storeId: myShop.storeIds[0],
    });
    expect(foreignDevice.status).toBe(404);
    expect(foreignDevice.body.msg).toBe(message('en-US', 'deviceNotFound'));

    for (const shop of [theirShop, poolShop]) {
      const refused = await bind(mine.client, {
        deviceId: myDevice.deviceId,
        merchantId: shop.merchantId,
        storeId: shop.storeIds[0],
      });
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe(message('en-US', 'storeNotFound'));
      const stores = await mine.client.post('/ommall/promoter/devices/shop-list', { merchantId: shop.merchantId });
      expect(stores.status).toBe(404);
    }
    // a store of another tenant, named with my customer's id
    const mismatched = await bind(mine.client, {
      deviceId: myDevice.deviceId,
      merchantId: myShop.merchantId,
      storeId: theirShop.storeIds[1],
    });
    expect(mismatched.status).toBe(404);
    expect(mismatched.body.msg).toBe(message('en-US', 'storeNotFound'));

    expect((await list(theirs.client, { merchantId: myShop.merchantId })).body.data.total).toBe(0);
    expect((await list(mine.client)).body.data.list.map((one) => one.deviceId)).toEqual([myDevice.deviceId]);
    const [untouched] = await queryRows<{ store_id: number | null }>(
      db(),
      sql`select store_id from partner_devices where id = ${theirDevice.deviceId}`,
    );
    expect(untouched?.store_id).toBeNull();
  });

  it('refuses ids out of range and a cross-site POST', async () => {
    const { client } = await partner();
    for (const body of [{ deviceId: 0 }, { deviceId: -1 }, { deviceId: 2 ** 40 }, { deviceId: 'x' }, {}]) {
      const answer = await client.post('/ommall/promoter/devices/remove', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).not.toBe('');
    }
    const listed = await list(client, { rows: 100_000 });
    expect(listed.status).toBe(400);
    const crossSite = await client.post(
      '/ommall/promoter/devices/create',
      { serialNo: freshSerial() },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
  });
});
