/** The order form of the order-check page, as its action tells it apart and answers it (decision 0022). */
export const PLACE_ORDER = 'place-order';

export type PlaceOrderResult =
  | { intent: typeof PLACE_ORDER; ok: true; orderNo: string; warning?: string }
  | { intent: typeof PLACE_ORDER; ok: false; problem: string; problems?: Record<string, string> };
