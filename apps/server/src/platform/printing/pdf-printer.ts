import { existsSync } from 'node:fs';
import { z } from 'zod';

/**
 * Prints pages of the product as PDF (issue 64): receipts now, statements and reports later. A page is
 * printed as a browser prints it, from its print stylesheet, so Arabic and Chinese shape and flow as
 * on the screen. One session prints several pages, then closes.
 */
export interface PdfPrinter {
  open(): Promise<PrintSession>;
}

export interface PrintSession {
  /** The page at `url` as an A4 PDF (or the page size its stylesheet asks for). */
  print(url: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Where Debian puts its headless shell and its browser: the first present prints. */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/google-chrome'];

// a headless Chromium on a closed network, as root, in a container
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Headless Chromium through puppeteer-core (loaded when a session opens, not at the server's start). */
export function chromiumPdfPrinter(executablePath: string, options: { pageTimeoutMs?: number } = {}): PdfPrinter {
  const timeout = options.pageTimeoutMs ?? 30_000;
  return {
    async open() {
      const { launch } = await import('puppeteer-core');
      const browser = await launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
      return {
        async print(url) {
          const page = await browser.newPage();
          try {
            await page.emulateMediaType('print');
            const answer = await page.goto(url, { waitUntil: 'networkidle0', timeout });
            if (!answer?.ok()) throw new Error(`the page to print answered ${answer?.status() ?? 'nothing'}: ${url}`);
            await page.evaluate(() => document.fonts.ready);
            return new Uint8Array(
              await page.pdf({
                format: 'A4',
                printBackground: true,
                preferCSSPageSize: true,
                margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
                timeout,
              }),
            );
          } finally {
            await page.close();
          }
        },
        close: () => browser.close(),
      };
    },
  };
}

/** The PDF variables, merged into the server's environment schema (config.ts). */
export const pdfPrinterEnvironment = {
  PDF_PRINTER: z.enum(['auto', 'chromium', 'off']).default('auto'),
  PDF_CHROMIUM_PATH: z.string().min(1).optional(),
};

type PdfPrinterVariables = z.output<z.ZodObject<typeof pdfPrinterEnvironment>>;

export type PdfPrinterConfig = { kind: 'chromium'; executablePath: string } | { kind: 'off' };

/**
 * PDF_PRINTER: `chromium` requires a Chromium (PDF_CHROMIUM_PATH or Debian's) and stops the server
 * without one; `auto` (the default) prints where one is installed and leaves PDFs unprinted, with
 * the pages themselves still printable from the browser, where none is; `off` prints none.
 */
export function readPdfPrinterConfig(
  values: PdfPrinterVariables,
  exists: (file: string) => boolean = existsSync,
): { pdfPrinter: PdfPrinterConfig; problems: string[] } {
  if (values.PDF_PRINTER === 'off') return { pdfPrinter: { kind: 'off' }, problems: [] };
  const candidates = values.PDF_CHROMIUM_PATH ? [values.PDF_CHROMIUM_PATH] : SYSTEM_CHROMIUMS;
  const found = candidates.find((file) => exists(file));
  if (found) return { pdfPrinter: { kind: 'chromium', executablePath: found }, problems: [] };
  if (values.PDF_PRINTER === 'auto' && !values.PDF_CHROMIUM_PATH) return { pdfPrinter: { kind: 'off' }, problems: [] };
  return {
    pdfPrinter: { kind: 'off' },
    problems: [
      `PDF_CHROMIUM_PATH: no Chromium at ${candidates.join(' or ')} (PDFs are printed by headless Chromium: apt-get install chromium-headless-shell fonts-noto-cjk fonts-noto-core)`,
    ],
  };
}

export function pdfPrinterFromConfig(config: PdfPrinterConfig): PdfPrinter | undefined {
  return config.kind === 'chromium' ? chromiumPdfPrinter(config.executablePath) : undefined;
}
