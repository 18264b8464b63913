import type { Job } from '../../platform/jobs/scheduler.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import type { PdfPrinter } from '../../platform/printing/pdf-printer.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';
import { printDueReceipts, type ReceiptPrinting } from './print-receipts.ts';
import { settleRefunds } from './refund-order.ts';

/** The orders module's scheduled jobs (decision 0012), each run by one process at a time under its lease. */
export const ORDERS_JOBS: readonly Job[] = [
  { name: 'mall/cancel-overdue-orders', everyMs: 60_000, run: (db, now) => cancelOverdueOrders(db, now) },
];

/** Refunds still under way (the provider was processing or unreachable) asked again under their number (decision 0043). */
export function refundJobs(payments: Pick<PaymentProviders, 'byName'>): Job[] {
  return [{ name: 'mall/settle-refunds', everyMs: 60_000, run: (db, now) => settleRefunds(db, payments, now) }];
}

/** Receipts of succeeded payments printed as PDF (issue 64), where a printer is configured. */
export function receiptJobs(printer: PdfPrinter | undefined, printing: Omit<ReceiptPrinting, 'printer'>): Job[] {
  if (!printer) return [];
  return [
    {
      name: 'mall/print-receipts',
      everyMs: 30_000,
      run: (db, now) => printDueReceipts(db, { ...printing, printer }, now),
    },
  ];
}
