import { type InvoiceField, invoiceProblems, type Language, message } from '@tallybook/domain';
import type { InvoiceRequest } from './mall-api';

export type InvoiceMessages = Partial<Record<InvoiceField, string>>;

/** The domain's fapiao checks (the server runs the same ones), worded in the page's language. */
export function invoiceMessages(request: InvoiceRequest, language: Language): InvoiceMessages {
  return Object.fromEntries(
    Object.entries(invoiceProblems(request)).map(([field, key]) => [field, message(language, key)]),
  ) as InvoiceMessages;
}

/** What the fapiao request's action answers its form (decision 0022). */
export type RequestInvoiceResult = { ok: true } | { ok: false; problem: string; problems?: InvoiceMessages };
