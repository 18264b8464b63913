import type { DeviceStore, deviceListResponse, EnvelopeData, PartnerDevice } from '@tallybook/domain';
import type { createHttpClient } from '../../../lib/http';
import {
  type CustomerDevicesData,
  DEVICE_INTENTS,
  type DeviceActionResult,
  isDeviceIntent,
  SPARE_DEVICES_READ,
} from './customer-devices';

type Api = ReturnType<typeof createHttpClient>;
type DeviceList = EnvelopeData<typeof deviceListResponse>;

/**
 * The loader data of CustomerDevices (devices/shop-list and devices/list), with the caller's `api`
 * (requirePartner's). A customer the partner no longer owns has no stores to bind to; the devices
 * still bound there are listed so that they can be unbound.
 */
export async function loadCustomerDevices(api: Api, merchantId: number): Promise<CustomerDevicesData> {
  const [stores, bound, all] = await Promise.all([
    api.post<{ merchantId: number; shopName: string; stores: DeviceStore[] }>('/ommall/promoter/devices/shop-list', {
      merchantId,
    }),
    api.post<DeviceList>('/ommall/promoter/devices/list', { merchantId, page: 1, rows: SPARE_DEVICES_READ }),
    api.post<DeviceList>('/ommall/promoter/devices/list', { page: 1, rows: SPARE_DEVICES_READ }),
  ]);
  const devices: PartnerDevice[] = bound.ok ? (bound.data?.list ?? []) : [];
  return {
    merchantId,
    shopName: stores.data?.shopName ?? devices[0]?.shopName ?? '',
    stores: stores.ok ? (stores.data?.stores ?? []) : [],
    devices,
    spare: all.ok ? (all.data?.list ?? []).filter((device) => device.storeId === null) : [],
    notOwned: !stores.ok,
  };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');
const idField = (form: FormData, name: string) => Number(field(form, name)) || 0;

/**
 * The page action's part for CustomerDevices' forms: registers, binds, unbinds or removes a device
 * and answers the server's message. Undefined when the form is not a device form, so the page's
 * action goes on to its own.
 */
export async function customerDevicesAction(api: Api, form: FormData): Promise<DeviceActionResult | undefined> {
  const intent = form.get('intent');
  if (!isDeviceIntent(intent)) return undefined;
  const call = {
    [DEVICE_INTENTS.create]: () =>
      api.post('/ommall/promoter/devices/create', { serialNo: field(form, 'serialNo'), model: field(form, 'model') }),
    [DEVICE_INTENTS.bind]: () =>
      api.post('/ommall/promoter/devices/bind', {
        deviceId: idField(form, 'deviceId'),
        merchantId: idField(form, 'merchantId'),
        storeId: idField(form, 'storeId'),
      }),
    [DEVICE_INTENTS.unbind]: () => api.post('/ommall/promoter/devices/unbind', { deviceId: idField(form, 'deviceId') }),
    [DEVICE_INTENTS.remove]: () => api.post('/ommall/promoter/devices/remove', { deviceId: idField(form, 'deviceId') }),
  }[intent];
  const answer = await call();
  return { intent, ok: answer.ok, msg: answer.msg };
}
