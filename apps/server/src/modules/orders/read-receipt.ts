import type { Language, PaymentReceipt } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { FileStore, StoredFile } from '../../platform/storage/index.ts';
import { getOrder } from './list-orders.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';
import { receiptFileKey, receiptPrinted } from './print-receipts.ts';

async function succeededPayment(db: Db, tenantId: number, tradeNo: string) {
  const [row] = await db
    .select({ id: mallPayments.id, status: mallPayments.status, orderNo: mallOrders.orderNo })
    .from(mallPayments)
    .innerJoin(mallOrders, and(eq(mallOrders.tenantId, mallPayments.tenantId), eq(mallOrders.id, mallPayments.orderId)))
    .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.tradeNo, tradeNo)));
  // another tenant's payment, or one that took no money, has no receipt: the same 404 for both
  if (!row || row.status !== 'succeeded') throw new AppError(404, 'receiptNotFound');
  return row;
}

/** The receipt of one of the tenant's succeeded payments, in the caller's language. */
export async function readReceipt(
  db: Db,
  tenantId: number,
  tradeNo: string,
  language: Language,
): Promise<PaymentReceipt> {
  const payment = await succeededPayment(db, tenantId, tradeNo);
  const order = await getOrder(db, tenantId, payment.orderNo, language);
  const paid = order.payments.find((attempt) => attempt.tradeNo === tradeNo);
  if (!paid) throw new AppError(404, 'receiptNotFound');
  return {
    orderNo: order.orderNo,
    title: order.title,
    orderStatus: order.status,
    amount: order.amount,
    discount: order.discount,
    finalAmount: order.finalAmount,
    vat: order.vat,
    payment: paid,
    pdfReady: await receiptPrinted(db, tenantId, payment.id),
  };
}

/** The receipt's PDF in `language`, once the job has printed it (404 receiptNotPrinted before). */
export async function readReceiptPdf(
  db: Db,
  files: FileStore,
  tenantId: number,
  tradeNo: string,
  language: Language,
): Promise<StoredFile> {
  const payment = await succeededPayment(db, tenantId, tradeNo);
  const file = (await receiptPrinted(db, tenantId, payment.id))
    ? await files.get(receiptFileKey(tradeNo, language))
    : undefined;
  if (!file) throw new AppError(404, 'receiptNotPrinted');
  return file;
}
