import { type DeviceStore, type MessageKey, message, type PartnerDevice } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { type Browser, browser } from '../identity/accounts-test-kit.ts';
import { approvedPartner, type KitPartner, quickAccount } from './partner-test-kit.ts';

/**
 * The access matrix of a partner's customer calls: every call naming a customer (or a device bound
 * in one of its stores), by every kind of caller. Only the owner reads or changes the customer; another partner learns nothing (404, as for
 * an unknown id), a merchant is no partner (403), a visitor is not logged in (401); and afterwards
 * the customer is exactly as it was.
 */

const P = '/ommall/promoter';
type Caller = 'owner' | 'otherPartner' | 'merchant' | 'visitor';

let server: TestApp;
let owner: KitPartner;
let otherPartner: KitPartner;
let merchantId: number;
/** The owner's device bound in the customer's head store, and a spare one of the owner's. */
let boundDevice: number;
let spareDevice: number;
let headStore: number;
const clients = {} as Record<Caller, Browser>;

beforeAll(async () => {
  server = await startTestApp({ seed: false });
  owner = await approvedPartner(server);
  otherPartner = await approvedPartner(server);
  const merchant = await quickAccount(server);
  clients.owner = owner.client;
  clients.otherPartner = otherPartner.client;
  // the customer itself, a merchant, calling the partner's calls about itself
  clients.merchant = merchant.client;
  clients.visitor = browser(server);
  const entered = await owner.client.post<{ merchantId: number }>(`${P}/input-merchant`, {
    phone: merchant.phone,
    shopName: 'Matrix Shop',
  });
  merchantId = entered.body.data.merchantId;
  await owner.client.post(`${P}/label`, { merchantId, labels: ['secret-label'] });
  await owner.client.post(`${P}/follow-record`, { merchantId, intention: 'high', note: 'owner’s private note' });
  const stores = await owner.client.post<{ stores: DeviceStore[] }>(`${P}/devices/shop-list`, { merchantId });
  headStore = stores.body.data.stores[0]?.storeId as number;
  const device = (serialNo: string) =>
    owner.client.post<PartnerDevice>(`${P}/devices/create`, { serialNo, model: 'Matrix POS' });
  boundDevice = (await device(`MX-${process.pid}-1`)).body.data.deviceId;
  spareDevice = (await device(`MX-${process.pid}-2`)).body.data.deviceId;
  const bound = await owner.client.post(`${P}/devices/bind`, { deviceId: boundDevice, merchantId, storeId: headStore });
  expect(bound.status).toBe(200);
}, 120_000);
afterAll(async () => server?.close());

const snapshot = async () => ({
  customer: await queryRows(
    server.database.handle.db,
    sql`select partner_id, source, version, labels, intention, last_follow_up_at, protected_until
        from partner_customers where merchant_id = ${merchantId}`,
  ),
  followUps: await queryRows(
    server.database.handle.db,
    sql`select partner_id, note from partner_follow_ups where merchant_id = ${merchantId} order by id`,
  ),
  history: await queryRows(
    server.database.handle.db,
    sql`select event from partner_customer_history where merchant_id = ${merchantId}`,
  ),
  tenant: await queryRows(
    server.database.handle.db,
    sql`select name, address, industry from tenants where id = ${merchantId}`,
  ),
  devices: await queryRows(
    server.database.handle.db,
    sql`select id, partner_id, merchant_id, store_id from partner_devices where id in (${boundDevice}, ${spareDevice}) order by id`,
  ),
});

interface Call {
  name: string;
  send(client: Browser): Promise<{ status: number; body: { msg: string; data: unknown } }>;
  /** What another partner gets: 404 (never saying the customer exists) unless stated. */
  otherPartner?: number;
  /** The message of that 404: customerNotFound unless stated. */
  notFound?: MessageKey;
}

const calls: Call[] = [
  { name: 'GET merchant-detail-basic', send: (c) => c.get(`${P}/merchant-detail-basic?merchantId=${merchantId}`) },
  { name: 'GET shop-list', send: (c) => c.get(`${P}/shop-list?merchantId=${merchantId}`) },
  { name: 'GET follow-record', send: (c) => c.get(`${P}/follow-record?merchantId=${merchantId}`) },
  { name: 'GET label', send: (c) => c.get(`${P}/label?merchantId=${merchantId}`) },
  { name: 'GET customer-remaining-days', send: (c) => c.get(`${P}/customer-remaining-days?merchantId=${merchantId}`) },
  {
    name: 'POST follow-record',
    send: (c) => c.post(`${P}/follow-record`, { merchantId, intention: 'general', note: 'intruder' }),
  },
  { name: 'POST label', send: (c) => c.post(`${P}/label`, { merchantId, labels: ['intruder'] }) },
  // a claim names the customer too: another partner may not take one that is protected
  {
    name: 'POST input-merchant (claim)',
    send: (c) => c.post(`${P}/input-merchant`, { merchantId }),
    otherPartner: 409,
  },
  {
    name: 'POST input-merchant (by phone)',
    send: async (c) => {
      const [row] = await queryRows<{ phone: string }>(
        server.database.handle.db,
        sql`select u.phone from users u join tenant_members m on m.user_id = u.id and m.role = 'owner'
            where m.tenant_id = ${merchantId}`,
      );
      return c.post(`${P}/input-merchant`, { phone: row?.phone, shopName: 'Intruder Shop' });
    },
    otherPartner: 409,
  },
  // the devices in the customer's stores (devices/*)
  { name: 'POST devices/shop-list', send: (c) => c.post(`${P}/devices/shop-list`, { merchantId }) },
  {
    name: 'POST devices/bind',
    send: (c) => c.post(`${P}/devices/bind`, { deviceId: spareDevice, merchantId, storeId: headStore }),
    notFound: 'deviceNotFound',
  },
  {
    name: 'POST devices/unbind',
    send: (c) => c.post(`${P}/devices/unbind`, { deviceId: boundDevice }),
    notFound: 'deviceNotFound',
  },
  {
    name: 'POST devices/remove',
    send: (c) => c.post(`${P}/devices/remove`, { deviceId: spareDevice }),
    notFound: 'deviceNotFound',
  },
  {
    name: 'POST give-up',
    send: (c) => c.post(`${P}/give-up`, { merchantId, reason: 'other', note: 'intruder' }),
  },
];

const expected: Record<Exclude<Caller, 'owner'>, number> = { otherPartner: 404, merchant: 403, visitor: 401 };

describe('the access matrix of the customer calls', () => {
  it.each(calls)('$name: only the owner reads or changes the customer', async (call) => {
    const before = await snapshot();
    for (const caller of ['otherPartner', 'merchant', 'visitor'] as const) {
      const answer = await call.send(clients[caller]);
      const status = caller === 'otherPartner' ? (call.otherPartner ?? expected[caller]) : expected[caller];
      expect(answer.status, `${call.name} by ${caller}`).toBe(status);
      expect(answer.body.data ?? null, `${call.name} by ${caller}`).toBeNull();
      if (status === 404) expect(answer.body.msg).toBe(message('en-US', call.notFound ?? 'customerNotFound'));
      if (status === 403) expect(answer.body.msg).toBe(message('en-US', 'notAPartner'));
      expect(JSON.stringify(answer.body)).not.toContain('secret-label');
      expect(JSON.stringify(answer.body)).not.toContain('private note');
    }
    expect(await snapshot(), call.name).toEqual(before);
  });

  it.each(calls.filter((call) => call.name.startsWith('GET') || call.name === 'POST devices/shop-list'))(
    '$name: answers the owner',
    async (call) => {
      expect((await call.send(clients.owner)).status).toBe(200);
    },
  );

  it('another partner’s device list holds nothing of the owner’s devices', async () => {
    const theirs = await otherPartner.client.post<{ list: PartnerDevice[] }>(`${P}/devices/list`, { merchantId });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.list).toEqual([]);
    const mine = await owner.client.post<{ list: PartnerDevice[] }>(`${P}/devices/list`, { merchantId });
    expect(mine.body.data.list.map((device) => device.deviceId)).toEqual([boundDevice]);
  });

  it('an unknown customer id answers the owner as another partner’s does: 404 customerNotFound', async () => {
    for (const path of ['merchant-detail-basic', 'shop-list', 'follow-record', 'label', 'customer-remaining-days']) {
      const answer = await owner.client.get(`${P}/${path}?merchantId=${merchantId + 1_000_000}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.msg).toBe(message('en-US', 'customerNotFound'));
    }
  });

  it('the lists show another partner nothing of the customer, and the owner gives it up last', async () => {
    for (const scope of ['mine', 'pool', 'search']) {
      const answer = await otherPartner.client.post<{ list: Array<{ merchantId: number }> }>(`${P}/merchant-list`, {
        scope,
        keyword: 'Matrix',
      });
      expect(
        answer.body.data.list.map((row) => row.merchantId),
        scope,
      ).not.toContain(merchantId);
    }
    expect((await otherPartner.client.get<string[]>(`${P}/label-names`)).body.data).not.toContain('secret-label');
    expect((await clients.merchant.post(`${P}/merchant-list`, {})).status).toBe(403);
    expect((await clients.visitor.get(`${P}/label-names`)).status).toBe(401);
    const gaveUp = await owner.client.post(`${P}/give-up`, { merchantId, reason: 'other' });
    expect(gaveUp.status).toBe(200);
    // now in the pool: another partner may read it, without the former owner's notes, and claim it
    const seen = await otherPartner.client.get<{ labels: string[] }>(
      `${P}/merchant-detail-basic?merchantId=${merchantId}`,
    );
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain('secret-label');
    expect((await otherPartner.client.get(`${P}/follow-record?merchantId=${merchantId}`)).status).toBe(404);
    expect((await otherPartner.client.post(`${P}/input-merchant`, { merchantId })).status).toBe(200);
    const notes = await otherPartner.client.get<unknown[]>(`${P}/follow-record?merchantId=${merchantId}`);
    expect(notes.body.data).toEqual([]);
  });
});
