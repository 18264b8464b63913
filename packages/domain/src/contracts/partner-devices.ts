import { z } from 'zod';
import { CUSTOMER_LIMITS } from '../rules/partner-customers.ts';
import { codeEnvelope } from './envelope.ts';

/**
 * A partner's POS devices (spec §7 Promoter module devices/*, issue 14), under /ommall/promoter/devices/.
 * A device is the caller's, registered by serial number, and bound to one store of one of the
 * caller's customers at a time, or to none. Text fields are loose strings the server checks, so that
 * a failure carries the catalogue's own message.
 */
const text = (max: number) => z.string().max(max).default('');
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One device as its partner sees it, with the store it is bound to. */
export const partnerDevice = z.object({
  deviceId: z.number().int(),
  /** Trimmed and upper case. */
  serialNo: z.string(),
  model: z.string(),
  /** The customer (its tenant id) whose store holds the device; null while unbound. */
  merchantId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  storeIsHead: z.boolean().nullable(),
  boundAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerDevice = z.infer<typeof partnerDevice>;
export const deviceResponse = codeEnvelope(partnerDevice);

/** POST devices/create: register a device to the caller. */
export const deviceCreateBody = z.object({
  serialNo: text(CUSTOMER_LIMITS.deviceSerial * 4),
  model: text(CUSTOMER_LIMITS.deviceModel * 4),
});
export type DeviceCreateBody = z.input<typeof deviceCreateBody>;

/** POST devices/list: the caller's devices, newest first; with merchantId, those bound to that customer's stores. */
export const deviceListBody = z.object({
  merchantId: id.optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  rows: z.coerce.number().int().positive().max(200).default(20),
});
export const deviceListResponse = codeEnvelope(
  z.object({
    list: z.array(partnerDevice),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    rows: z.number().int().positive(),
  }),
);

/** POST devices/shop-list: the stores of one of the caller's customers that a device can be bound to. */
export const deviceShopListBody = z.object({ merchantId: id });
export const deviceStore = z.object({
  storeId: z.number().int(),
  /** Empty for a head store nobody has named: screens show the shop's name or "head store". */
  name: z.string(),
  address: z.string(),
  isHead: z.boolean(),
  /** How many of the caller's devices are bound to the store. */
  devices: z.number().int().nonnegative(),
});
export type DeviceStore = z.infer<typeof deviceStore>;
export const deviceShopListResponse = codeEnvelope(
  z.object({ merchantId: z.number().int(), shopName: z.string(), stores: z.array(deviceStore) }),
);

/** POST devices/bind: bind an unbound device to a store of a customer the caller owns. */
export const deviceBindBody = z.object({ deviceId: id, merchantId: id, storeId: id });
/** POST devices/unbind and devices/remove. */
export const deviceIdBody = z.object({ deviceId: id });
export const deviceRemovedResponse = codeEnvelope(z.object({ deviceId: z.number().int() }));
