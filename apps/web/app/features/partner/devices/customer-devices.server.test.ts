import { describe, expect, it } from 'vitest';
import type { createHttpClient } from '../../../lib/http';
import { customerDevicesAction, loadCustomerDevices } from './customer-devices.server';

type Api = ReturnType<typeof createHttpClient>;

/** An API client that answers each path from `answers` and records the calls. */
function fakeApi(
  answers: Record<string, (json: Record<string, unknown>) => { ok: boolean; data: unknown; msg: string }>,
) {
  const calls: Array<[string, unknown]> = [];
  const api = {
    post: async (path: string, json: Record<string, unknown>) => {
      calls.push([path, json]);
      const answer = answers[path]?.(json) ?? { ok: false, data: null, msg: 'not found' };
      return { ...answer, kind: answer.ok ? 'ok' : 'refused', status: answer.ok ? 200 : 404, body: null };
    },
  } as unknown as Api;
  return { api, calls };
}

const spare = { deviceId: 8, serialNo: 'SN-8', storeId: null };
const bound = { deviceId: 7, serialNo: 'SN-7', storeId: 1, shopName: '小明便利店' };

describe('loadCustomerDevices', () => {
  it('reads the customer’s stores, the devices bound there and the partner’s spare devices', async () => {
    const { api } = fakeApi({
      '/ommall/promoter/devices/shop-list': () => ({
        ok: true,
        data: { merchantId: 10_001, shopName: '小明便利店', stores: [{ storeId: 1 }] },
        msg: 'ok',
      }),
      '/ommall/promoter/devices/list': (json) => ({
        ok: true,
        data: { list: json.merchantId ? [bound] : [spare, bound], total: 2, page: 1, rows: 200 },
        msg: 'ok',
      }),
    });
    expect(await loadCustomerDevices(api, 10_001)).toEqual({
      merchantId: 10_001,
      shopName: '小明便利店',
      stores: [{ storeId: 1 }],
      devices: [bound],
      spare: [spare],
      notOwned: false,
    });
  });

  it('marks a customer that is not the partner’s, keeping its bound devices to unbind', async () => {
    const { api } = fakeApi({
      '/ommall/promoter/devices/list': (json) => ({
        ok: true,
        data: { list: json.merchantId ? [bound] : [bound], total: 1, page: 1, rows: 200 },
        msg: 'ok',
      }),
    });
    expect(await loadCustomerDevices(api, 10_001)).toMatchObject({
      shopName: '小明便利店',
      stores: [],
      devices: [bound],
      spare: [],
      notOwned: true,
    });
  });
});

describe('customerDevicesAction', () => {
  it('makes the call of each device form with its fields, and answers the server’s message', async () => {
    const { api, calls } = fakeApi({
      '/ommall/promoter/devices/bind': () => ({ ok: true, data: {}, msg: 'Device bound to the store' }),
      '/ommall/promoter/devices/create': () => ({ ok: false, data: null, msg: 'taken' }),
      '/ommall/promoter/devices/remove': () => ({ ok: true, data: {}, msg: 'removed' }),
    });
    const form = (fields: Record<string, string>) => {
      const made = new FormData();
      for (const [name, value] of Object.entries(fields)) made.set(name, value);
      return made;
    };
    expect(
      await customerDevicesAction(
        api,
        form({ intent: 'device-bind', deviceId: '8', merchantId: '10001', storeId: '2' }),
      ),
    ).toEqual({ intent: 'device-bind', ok: true, msg: 'Device bound to the store' });
    expect(await customerDevicesAction(api, form({ intent: 'device-create', serialNo: 'sn-1' }))).toEqual({
      intent: 'device-create',
      ok: false,
      msg: 'taken',
    });
    expect(await customerDevicesAction(api, form({ intent: 'device-remove', deviceId: 'x' }))).toMatchObject({
      ok: true,
    });
    expect(calls).toEqual([
      ['/ommall/promoter/devices/bind', { deviceId: 8, merchantId: 10_001, storeId: 2 }],
      ['/ommall/promoter/devices/create', { serialNo: 'sn-1', model: '' }],
      ['/ommall/promoter/devices/remove', { deviceId: 0 }],
    ]);
    expect(await customerDevicesAction(api, form({ intent: 'give-up' }))).toBeUndefined();
  });
});
