import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, type Language } from '@tallybook/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import type { PdfPrinter } from '../../platform/printing/pdf-printer.ts';
import { generatedSecret } from '../../platform/secrets/secrets.ts';
import type { FileStore } from '../../platform/storage/index.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';
import { mallPaymentReceipts } from './receipts.tables.ts';

/** Receipts printed in one run of the job; the next run takes the rest. */
const RECEIPTS_PER_RUN = 10;
/** Runs that may fail on one receipt before the job leaves it (it is logged each time). */
export const RECEIPT_ATTEMPTS = 5;
/** How long the printer's link to a receipt page answers. */
const PRINT_TOKEN_TTL_MS = 5 * 60 * 1000;
const SECRET_NAME = 'receipt-print-token';

export function receiptFileKey(tradeNo: string, language: Language): string {
  return `receipts/${tradeNo}/${language}.pdf`;
}

const signature = (secret: string, tenantId: number, tradeNo: string, expiresAtMs: number) =>
  createHmac('sha256', secret).update(`${tenantId}\n${tradeNo}\n${expiresAtMs}`).digest('base64url');

/**
 * The token the printer's browser shows the receipt page, in place of the customer's session: good
 * for one payment of one tenant, for five minutes.
 */
export async function printToken(db: Database, tenantId: number, tradeNo: string, now = new Date()) {
  const expiresAtMs = now.getTime() + PRINT_TOKEN_TTL_MS;
  const secret = await generatedSecret(db, SECRET_NAME);
  return `${tenantId}.${expiresAtMs}.${signature(secret, tenantId, tradeNo, expiresAtMs)}`;
}

/** The tenant a print token is good for, when it is good for this payment now; undefined otherwise. */
export async function tenantOfPrintToken(db: Database, token: string, tradeNo: string, now = new Date()) {
  const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const tenantId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  if (expiresAtMs <= now.getTime() || expiresAtMs > now.getTime() + PRINT_TOKEN_TTL_MS) return undefined;
  const expected = Buffer.from(signature(await generatedSecret(db, SECRET_NAME), tenantId, tradeNo, expiresAtMs));
  const given = Buffer.from(match[3] as string);
  return given.length === expected.length && timingSafeEqual(given, expected) ? tenantId : undefined;
}

export interface ReceiptPrinting {
  printer: PdfPrinter;
  files: FileStore;
  /** The origin this process serves the receipt pages on (its own address: the printer runs beside it). */
  origin: () => string;
  logger: { error(object: object, message?: string): void };
}

/**
 * The job: every succeeded payment without a printed receipt (or with a failed one tried fewer than
 * RECEIPT_ATTEMPTS times) has its receipt page printed in each language and kept in the file store,
 * then its row says printed. Under the job's lease one process prints at a time; a receipt printed
 * twice after a crash is the same file written again.
 */
export async function printDueReceipts(db: Database, printing: ReceiptPrinting, now = new Date()) {
  const due = await db
    .select({
      tenantId: mallPayments.tenantId,
      paymentId: mallPayments.id,
      tradeNo: mallPayments.tradeNo,
      orderNo: mallOrders.orderNo,
    })
    .from(mallPayments)
    .innerJoin(mallOrders, and(eq(mallOrders.tenantId, mallPayments.tenantId), eq(mallOrders.id, mallPayments.orderId)))
    .leftJoin(
      mallPaymentReceipts,
      and(eq(mallPaymentReceipts.tenantId, mallPayments.tenantId), eq(mallPaymentReceipts.paymentId, mallPayments.id)),
    )
    .where(
      and(
        eq(mallPayments.status, 'succeeded'),
        or(
          isNull(mallPaymentReceipts.status),
          and(eq(mallPaymentReceipts.status, 'failed'), lt(mallPaymentReceipts.attempts, RECEIPT_ATTEMPTS)),
        ),
      ),
    )
    .orderBy(mallPayments.settledAt)
    .limit(RECEIPTS_PER_RUN);
  if (due.length === 0) return { printed: 0, failed: 0 };
  const session = await printing.printer.open();
  let printed = 0;
  let failed = 0;
  try {
    for (const payment of due) {
      try {
        const token = await printToken(db, payment.tenantId, payment.tradeNo, now);
        for (const language of LANGUAGES) {
          const query = new URLSearchParams({ lang: language, print: token });
          const page = `${printing.origin()}/account/orders/${encodeURIComponent(payment.orderNo)}/receipt/${encodeURIComponent(payment.tradeNo)}?${query}`;
          const bytes = await session.print(page);
          await printing.files.put(receiptFileKey(payment.tradeNo, language), {
            bytes,
            contentType: 'application/pdf',
          });
        }
        await recordAttempt(db, payment, { status: 'printed', printedAt: new Date(), lastError: null });
        printed += 1;
      } catch (error) {
        printing.logger.error({ err: error, tradeNo: payment.tradeNo }, 'a payment receipt could not be printed');
        await recordAttempt(db, payment, { status: 'failed', printedAt: null, lastError: String(error).slice(0, 500) });
        failed += 1;
      }
    }
  } finally {
    await session.close();
  }
  return { printed, failed };
}

async function recordAttempt(
  db: Db,
  payment: { tenantId: number; paymentId: number; tradeNo: string },
  outcome: { status: 'printed' | 'failed'; printedAt: Date | null; lastError: string | null },
) {
  await db
    .insert(mallPaymentReceipts)
    .values({ ...payment, ...outcome })
    .onConflictDoUpdate({
      target: [mallPaymentReceipts.tenantId, mallPaymentReceipts.paymentId],
      set: { ...outcome, attempts: sql`${mallPaymentReceipts.attempts} + 1`, updatedAt: new Date() },
    });
}

/** Whether the payment's receipt PDFs are kept. */
export async function receiptPrinted(db: Db, tenantId: number, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: mallPaymentReceipts.status })
    .from(mallPaymentReceipts)
    .where(and(eq(mallPaymentReceipts.tenantId, tenantId), eq(mallPaymentReceipts.paymentId, paymentId)));
  return row?.status === 'printed';
}
