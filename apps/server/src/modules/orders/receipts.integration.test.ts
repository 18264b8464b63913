import { existsSync } from 'node:fs';
import { LANGUAGES, message } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallPaymentReceipts, mallPayments } from '../../platform/db/schema.ts';
import { ownOrigin } from '../../platform/http/public-url.ts';
import { chromiumPdfPrinter, type PdfPrinter, SYSTEM_CHROMIUMS } from '../../platform/printing/pdf-printer.ts';
import { databaseFileStore } from '../../platform/storage/index.ts';
import { client, merchant, placePayAndSettle, skuId, testPayments } from './orders-test-kit.ts';
import { printDueReceipts, printToken, RECEIPT_ATTEMPTS, receiptFileKey } from './print-receipts.ts';
import { seedMallCatalogue } from './seed/mall.ts';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 a receipt');

/** A printer that keeps the addresses it was asked to print and answers a tiny PDF, or fails. */
function standInPrinter(options: { fail?: boolean } = {}) {
  const printed: string[] = [];
  const printer: PdfPrinter = {
    open: async () => ({
      print: async (url) => {
        if (options.fail) throw new Error('the browser crashed');
        printed.push(url);
        return PDF_BYTES;
      },
      close: async () => {},
    }),
  };
  return { printer, printed };
}

// Issue 64: a PDF receipt per payment, printed by a queued job from the receipt page.
describe('payment receipts', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const logger = { error: () => {} };
  let owner: Awaited<ReturnType<typeof merchant>>;
  let orderNo: string;
  let tradeNo: string;
  let tenantId: number;

  beforeAll(async () => {
    server = await startTestApp({ seed: false, payments: testPayments(), jobs: false, web: await productionWebApp() });
    await seedMallCatalogue(db());
    owner = await merchant(server);
    tenantId = owner.tenantId;
    orderNo = await placePayAndSettle(server, owner.session, await skuId(db(), 'professional', 12));
    const [payment] = await db()
      .select({ tradeNo: mallPayments.tradeNo })
      .from(mallPayments)
      .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.status, 'succeeded')));
    tradeNo = String(payment?.tradeNo);
  }, 180_000);
  afterAll(async () => server?.close());

  const receiptPath = (trade = tradeNo) => `/ommall/srvmall/payment/${trade}/receipt`;

  it('shows the owner the receipt of a succeeded payment, not printed yet', async () => {
    const answer = await owner.client.get<{ orderNo: string; pdfReady: boolean; payment: { amount: number } }>(
      receiptPath(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ orderNo, pdfReady: false });
    expect(answer.body.data.payment.amount).toBeGreaterThan(0);
    const pdf = await owner.client.get(`${receiptPath()}.pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.msg).toBe(message('en-US', 'receiptNotPrinted'));
  });

  it('refuses a visitor, another merchant and a guessed trade number alike', async () => {
    expect((await client(server).get(receiptPath())).status).toBe(401);
    const other = await merchant(server);
    for (const path of [receiptPath(), `${receiptPath()}.pdf`, receiptPath('PAY-NOT-THERE')]) {
      const answer = await other.client.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.msg, path).toBe(message('en-US', 'receiptNotFound'));
    }
  });

  it('takes the printer’s token for this payment only, and never a forged, stale or other one', async () => {
    const token = await printToken(db(), tenantId, tradeNo);
    const visitor = client(server);
    expect((await visitor.get(`${receiptPath()}?print=${token}`)).status).toBe(200);
    const [tenant, expires, signature] = token.split('.') as [string, string, string];
    const forged = [
      `${tenant}.${expires}.${signature.slice(0, -2)}AA`,
      `${Number(tenant) + 1}.${expires}.${signature}`,
      `${tenant}.${Number(expires) + 1}.${signature}`,
      await printToken(db(), tenantId, tradeNo, new Date(Date.now() - 6 * 60 * 1000)),
      'not-a-token',
    ];
    for (const bad of forged) {
      expect((await visitor.get(`${receiptPath()}?print=${encodeURIComponent(bad)}`)).status, bad).toBe(404);
    }
    // a token for one payment opens no other: the same token on another trade number
    expect((await visitor.get(`${receiptPath('PAY-NOT-THERE')}?print=${token}`)).status).toBe(404);
    // nor does it stand for a session on the PDF
    expect((await visitor.get(`${receiptPath()}.pdf?print=${token}`)).status).toBe(401);
  });

  it('prints every language once, keeps the PDFs, and prints nothing the second time', async () => {
    const { printer, printed } = standInPrinter();
    const files = databaseFileStore(db());
    const printing = { printer, files, origin: () => ownOrigin(server.app), logger };
    expect(await printDueReceipts(db(), printing)).toEqual({ printed: 1, failed: 0 });
    expect(printed.map((url) => new URL(url).searchParams.get('lang'))).toEqual([...LANGUAGES]);
    expect(new URL(printed[0] as string).pathname).toBe(`/account/orders/${orderNo}/receipt/${tradeNo}`);
    for (const language of LANGUAGES) expect(await files.get(receiptFileKey(tradeNo, language))).toBeDefined();
    expect(await printDueReceipts(db(), printing)).toEqual({ printed: 0, failed: 0 });

    const pdf = await fetch(`${server.baseUrl}${receiptPath()}.pdf`, {
      headers: { cookie: `tb_session=${owner.session}; lang=zh-CN` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${tradeNo}.pdf"`);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await owner.client.get<{ pdfReady: boolean }>(receiptPath())).body.data.pdfReady).toBe(true);
  });

  it('records a failed print, tries again, and leaves a receipt after its last attempt', async () => {
    const other = await merchant(server);
    await placePayAndSettle(server, other.session, await skuId(db(), 'basic', 12));
    const { printer } = standInPrinter({ fail: true });
    const printing = { printer, files: databaseFileStore(db()), origin: () => ownOrigin(server.app), logger };
    for (let run = 1; run <= RECEIPT_ATTEMPTS; run += 1) {
      expect(await printDueReceipts(db(), printing)).toEqual({ printed: 0, failed: 1 });
    }
    expect(await printDueReceipts(db(), printing)).toEqual({ printed: 0, failed: 0 });
    const [row] = await db().select().from(mallPaymentReceipts).where(eq(mallPaymentReceipts.tenantId, other.tenantId));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: RECEIPT_ATTEMPTS,
      lastError: 'Error: the browser crashed',
    });
  });

  const chromium = SYSTEM_CHROMIUMS.find((file) => existsSync(file));
  it.skipIf(!chromium)(
    'prints the receipt page in headless Chromium from its print styles, in Arabic and Chinese too',
    async () => {
      const session = await chromiumPdfPrinter(chromium as string).open();
      try {
        for (const language of ['ar', 'zh-CN'] as const) {
          const token = await printToken(db(), tenantId, tradeNo);
          const url = `${ownOrigin(server.app)}/account/orders/${orderNo}/receipt/${tradeNo}?lang=${language}&print=${token}`;
          const bytes = await session.print(url);
          expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
          // one A4 page: the receipt fits its sheet
          expect(new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
        }
        // the page itself refuses the printer a stale token, so a leaked address prints nothing later
        const stale = await printToken(db(), tenantId, tradeNo, new Date(Date.now() - 6 * 60 * 1000));
        await expect(
          session.print(`${ownOrigin(server.app)}/account/orders/${orderNo}/receipt/${tradeNo}?print=${stale}`),
        ).rejects.toThrow(/answered 404/);
      } finally {
        await session.close();
      }
    },
    120_000,
  );
});
