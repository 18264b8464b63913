import { IDEMPOTENCY_KEY_MAX_LENGTH, type Language, message, placeOrderBody } from '@tallybook/domain';
import type { FetchLike } from '../../lib/http';
import { invoiceMessages } from './invoice-check';
import { mallApi } from './mall-api';
import { PLACE_ORDER, type PlaceOrderResult } from './place-order';

const KEY = /^[\w-]{1,128}$/;

/**
 * Placing the order of the order-check page (POST order with its Idempotency-Key, then the fapiao
 * profile saved for next time when asked), as the page's action: the browser posts the order it
 * drew from its choices and the key it drew for that order, so a second click or a retry after a
 * lost answer gets the order already placed, never a second one.
 */
export async function placeOrder(
  body: unknown,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<PlaceOrderResult> {
  const { order, key, saveProfile } = (body ?? {}) as Record<string, unknown>;
  const parsed = placeOrderBody.safeParse(order);
  if (!parsed.success || typeof key !== 'string' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY.test(key)) {
    return { intent: PLACE_ORDER, ok: false, problem: message(language, 'requestError', { status: 400 }) };
  }
  // the domain's fapiao checks, the same the form ran before it posted and the server runs after
  const problems = parsed.data.invoice ? invoiceMessages(parsed.data.invoice, language) : {};
  const first = Object.values(problems)[0];
  if (first) return { intent: PLACE_ORDER, ok: false, problem: first, problems };
  const api = mallApi(language, fetch);
  const placed = await api.createOrder(parsed.data, key);
  if (!placed.ok || !placed.data) return { intent: PLACE_ORDER, ok: false, problem: placed.msg };
  const { orderNo, userId } = placed.data;
  if (parsed.data.invoice && saveProfile === true) {
    const saved = await api.saveInvoiceProfile(userId, parsed.data.invoice);
    if (!saved.ok) return { intent: PLACE_ORDER, ok: true, orderNo, warning: saved.msg };
  }
  return { intent: PLACE_ORDER, ok: true, orderNo };
}
