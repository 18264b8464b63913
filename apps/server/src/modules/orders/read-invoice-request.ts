import {
  type InvoiceProfile,
  type InvoiceRequest,
  invoiceProblems,
  type MallOrderInvoice,
  normaliseInvoice,
} from '@tallybook/domain';
import { AppError } from '../../platform/http/envelope.ts';
import type { mallInvoices } from './customer.tables.ts';

/** A fapiao request as stored (normalised), or 400 with the message of its first problem. */
export function readInvoiceRequest(input: InvoiceRequest): InvoiceRequest {
  const [problem] = Object.values(invoiceProblems(input));
  if (problem) throw new AppError(400, problem);
  return normaliseInvoice(input);
}

/** The fields of a request without its empty ones (the contract has them optional, never null). */
export function withoutEmptyFields(request: Record<string, unknown>): InvoiceProfile {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as unknown as InvoiceProfile;
}

/** A row of mall_invoices as an order shows it. */
export function toOrderInvoice(row: typeof mallInvoices.$inferSelect): MallOrderInvoice {
  return {
    ...(withoutEmptyFields(row.request) as MallOrderInvoice),
    invoiceId: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
  };
}
