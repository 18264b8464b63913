import type { MallOrderInvoice } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { mallInvoices } from './customer.tables.ts';
import { toOrderInvoice } from './read-invoice-request.ts';

/**
 * DELETE order/reinvoice/{invoiceId}: voids the user's requested or issued fapiao and requests it
 * again with the same details, in one transaction. The row lock makes a second reissue of the same
 * invoice wait and then find it voided (invoiceNotIssued).
 */
export async function reissueInvoice(db: Db, tenantId: number, invoiceId: number): Promise<MallOrderInvoice> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(mallInvoices)
      .where(and(eq(mallInvoices.id, invoiceId), eq(mallInvoices.tenantId, tenantId)))
      .for('update');
    if (!invoice) throw new AppError(404, 'invoiceNotFound');
    if (invoice.status === 'voided') throw new AppError(409, 'invoiceNotIssued');
    await tx
      .update(mallInvoices)
      .set({ status: 'voided', voidedAt: new Date() })
      .where(and(eq(mallInvoices.tenantId, invoice.tenantId), eq(mallInvoices.id, invoice.id)));
    const [created] = await tx
      .insert(mallInvoices)
      .values({ orderId: invoice.orderId, tenantId, request: invoice.request })
      .returning();
    return toOrderInvoice(created as typeof mallInvoices.$inferSelect);
  });
}

/**
 * POST /admin/api/mall/invoices/{invoiceId}/issue: the back office marks a requested fapiao issued.
 * Issuing an issued one again changes nothing; a voided one cannot be issued.
 */
export async function issueInvoice(db: Db, invoiceId: number): Promise<MallOrderInvoice> {
  const [issued] = await db
    .update(mallInvoices)
    .set({ status: 'issued', issuedAt: new Date() })
    .where(and(eq(mallInvoices.id, invoiceId), eq(mallInvoices.status, 'requested')))
    .returning();
  if (issued) return toOrderInvoice(issued);
  const [current] = await db.select().from(mallInvoices).where(eq(mallInvoices.id, invoiceId));
  if (!current) throw new AppError(404, 'invoiceNotFound');
  if (current.status === 'voided') throw new AppError(409, 'invoiceVoided');
  return toOrderInvoice(current);
}
