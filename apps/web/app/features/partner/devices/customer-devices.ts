import type { DeviceStore, PartnerDevice } from '@tallybook/domain';

/** What CustomerDevices shows: one customer's stores with the partner's devices in each, and the spare ones. */
export interface CustomerDevicesData {
  merchantId: number;
  shopName: string;
  stores: DeviceStore[];
  /** The partner's devices bound to this customer's stores. */
  devices: PartnerDevice[];
  /** The partner's devices bound nowhere: the ones it can bind here. */
  spare: PartnerDevice[];
  /** Set when the customer is not the partner's now: its devices can be unbound, nothing bound. */
  notOwned: boolean;
}

/** The forms CustomerDevices posts to its page's action (`intent`), answered by customerDevicesAction. */
export const DEVICE_INTENTS = {
  create: 'device-create',
  bind: 'device-bind',
  unbind: 'device-unbind',
  remove: 'device-remove',
} as const;
export type DeviceIntent = (typeof DEVICE_INTENTS)[keyof typeof DEVICE_INTENTS];

export const isDeviceIntent = (value: unknown): value is DeviceIntent =>
  Object.values(DEVICE_INTENTS).includes(value as DeviceIntent);

/** A device form's answer: the server's message, success or refusal. */
export interface DeviceActionResult {
  intent: DeviceIntent;
  ok: boolean;
  msg: string;
}

/** The partner's devices read at once for the spare list: far more than one customer's counter holds. */
export const SPARE_DEVICES_READ = 200;
