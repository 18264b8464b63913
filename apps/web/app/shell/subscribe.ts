// spec §7: the overseas merchant subscription, origin 1
export const SUBSCRIBE_PATH = '/servicebook/merchant/overseas/add';
export const SUBSCRIBE_ORIGIN = 1;
/** The footer's form, as the layout's action tells it apart (decision 0022). */
export const SUBSCRIBE = 'subscribe';

export type SubscribeResult = { intent: typeof SUBSCRIBE; ok: boolean; text: string };
