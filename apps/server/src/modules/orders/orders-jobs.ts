import type { Job } from '../../platform/jobs/scheduler.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import type { PdfPrinter } from '../../platform/printing/pdf-printer.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';
import { printDueReceipts, type ReceiptPrinting } from './print-receipts.ts';
import { reconcilePendingPayments, refundDuePayments } from './reconcile-payments.ts';
import { settleRefunds } from './refund-order.ts';

/** PAYMENT_PENDING_WINDOW_MINUTES' default: a payment pending longer is asked about (decision 0087). */
export const DEFAULT_PAYMENT_PENDING_WINDOW_MINUTES = 15;

/** The orders module's scheduled jobs (decision 0012), each run by one process at a time under its lease. */
export const ORDERS_JOBS: readonly Job[] = [
  { name: 'mall/cancel-overdue-orders', everyMs: 60_000, run: (db, now) => cancelOverdueOrders(db, now) },
];

/** Refunds still under way (the provider was processing or unreachable) asked again under their number (decision 0043). */
export function refundJobs(payments: Pick<PaymentProviders, 'byName'>): Job[] {
  return [{ name: 'mall/settle-refunds', everyMs: 60_000, run: (db, now) => settleRefunds(db, payments, now) }];
}

interface JobLogger {
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/**
 * Payments left pending past their window asked about and settled or closed, and payments taken
 * twice (refund_due) refunded, each under its lease and each payment under its own hold (decision 0087).
 */
export function paymentJobs(
  payments: Pick<PaymentProviders, 'byName'>,
  options: { pendingWindowMs: number; logger?: JobLogger },
): Job[] {
  return [
    {
      name: 'mall/reconcile-pending-payments',
      everyMs: 60_000,
      run: (db, now) => reconcilePendingPayments(db, payments, options.pendingWindowMs, now, options.logger),
    },
    {
      name: 'mall/refund-due-payments',
      everyMs: 60_000,
      run: (db, now) => refundDuePayments(db, payments, now, options.logger),
    },
  ];
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
