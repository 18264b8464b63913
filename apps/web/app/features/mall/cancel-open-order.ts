/** The order-check page's "cancel it" of an open order, as its action tells it apart (decision 0022). */
export const CANCEL_OPEN_ORDER = 'cancel-open-order';

export type CancelOpenOrderResult =
  | { intent: typeof CANCEL_OPEN_ORDER; ok: true; orderNo: string }
  | { intent: typeof CANCEL_OPEN_ORDER; ok: false; problem: string };
