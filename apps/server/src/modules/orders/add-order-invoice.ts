import type { InvoiceRequest, MallOrderInvoice } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { mallInvoices } from './customer.tables.ts';
import { mallOrders } from './orders.tables.ts';
import { readInvoiceRequest, toOrderInvoice } from './read-invoice-request.ts';

/**
 * POST order/addinvoice/{orderId}: a fapiao request for the user's own paid order that has none
 * (voided ones aside). The partial unique index (one not-voided invoice per order) decides a race:
 * of two requests at once, the second inserts nothing and is told the invoice is already requested.
 */
export async function addOrderInvoice(
  db: Db,
  tenantId: number,
  orderId: number,
  input: InvoiceRequest,
): Promise<MallOrderInvoice> {
  const request = readInvoiceRequest(input);
  const [order] = await db
    .select({ id: mallOrders.id, status: mallOrders.status })
    .from(mallOrders)
    .where(and(eq(mallOrders.id, orderId), eq(mallOrders.tenantId, tenantId)));
  if (!order) throw new AppError(404, 'orderNotFound');
  if (order.status !== 'paid') throw new AppError(409, 'invoiceOrderNotPaid');
  const [created] = await db
    .insert(mallInvoices)
    .values({ orderId, tenantId, request: { ...request } })
    .onConflictDoNothing({
      target: [mallInvoices.tenantId, mallInvoices.orderId],
      where: sql`${mallInvoices.status} <> 'voided'`,
    })
    .returning();
  if (!created) throw new AppError(409, 'invoiceAlreadyRequested');
  return toOrderInvoice(created);
}
