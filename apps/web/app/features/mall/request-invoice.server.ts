import { type Language, mallInvoiceRequest, message } from '@tallybook/domain';
import type { FetchLike } from '../../lib/http';
import { invoiceMessages, type RequestInvoiceResult } from './invoice-check';
import { mallApi } from './mall-api';

const positiveId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * A paid order's fapiao, asked for afterwards from my orders (order/addinvoice, then the profile
 * saved for next time when the visitor asked). The route's action: the form posts here, the server
 * calls the mall with the visitor's cookies, and the page's loaders run again.
 */
export async function requestInvoice(
  body: unknown,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<RequestInvoiceResult> {
  const { orderId, userId, saveProfile, invoice } = (body ?? {}) as Record<string, unknown>;
  const parsed = mallInvoiceRequest.safeParse(invoice);
  if (!positiveId(orderId) || !positiveId(userId) || !parsed.success) {
    return { ok: false, problem: message(language, 'requestError', { status: 400 }) };
  }
  // the domain's fapiao checks, the same the form ran before it posted and the server runs after
  const problems = invoiceMessages(parsed.data, language);
  const first = Object.values(problems)[0];
  if (first) return { ok: false, problem: first, problems };
  const api = mallApi(language, fetch);
  const result = await api.addInvoice(orderId, parsed.data);
  if (!result.ok) return { ok: false, problem: result.msg };
  if (saveProfile === true) await api.saveInvoiceProfile(userId, parsed.data);
  return { ok: true };
}
