import { type Language, message } from '@tallybook/domain';
import type { FetchLike } from '../../lib/http';
import { CANCEL_OPEN_ORDER, type CancelOpenOrderResult } from './cancel-open-order';
import { mallApi } from './mall-api';

/**
 * Cancels the visitor's own unpaid order from the order-check page (issue 12: an abandoned checkout
 * is offered, not left holding its coupon): the server reads the order with the visitor's cookies,
 * so only their own is found, and cancels it; its coupon comes back for the order being placed.
 */
export async function cancelOpenOrder(
  body: unknown,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<CancelOpenOrderResult> {
  const orderNo = (body as { orderNo?: unknown } | null)?.orderNo;
  if (typeof orderNo !== 'string' || orderNo.length === 0 || orderNo.length > 64) {
    return { intent: CANCEL_OPEN_ORDER, ok: false, problem: message(language, 'orderNotFound') };
  }
  const api = mallApi(language, fetch);
  const order = await api.order(orderNo);
  if (!order.ok || !order.data) return { intent: CANCEL_OPEN_ORDER, ok: false, problem: order.msg };
  const cancelled = await api.cancel(order.data);
  if (!cancelled.ok) return { intent: CANCEL_OPEN_ORDER, ok: false, problem: cancelled.msg };
  return { intent: CANCEL_OPEN_ORDER, ok: true, orderNo };
}
