// `npm run bench`: measures, never asserts (issue 13). Prints each figure beside its goal and a
// pass or fail mark, most as a ratio against a baseline measured in the same run:
// - first-load JavaScript of every page route (the build, as the budget test reads it);
// - Lighthouse mobile on every page route of routes.ts (decision 0068), each at one address and as
//   the person who sees it (a visitor, the demo merchant or the demo partner), in English,
//   Simplified Chinese and Arabic, each beside its static twin: the same HTML with every script and
//   modulepreload removed, served by the same server in the same run (to the same session);
// - server rendering: a render of `/` not from the page cache (p50, asked from a client process of
//   its own as a browser asks), the same with no cache at all,
//   and `/` served to anonymous visitors against a bare Fastify route;
// - API reads: /healthz and every GET read of the OpenAPI document (called with the examples it
//   documents for required query parameters) against the bare route, on PostgreSQL when
//   DATABASE_URL is set, and PGlite against PostgreSQL; each also from a server that keeps nothing;
// - SQL statements for one order placed and paid, and orders paid per second (bench/orders.ts);
// - the partner's merchant-list at 10,000 customers, p50, beside a bare route answering the same bytes
//   (bench/merchant-list.ts);
// - cold start of `npm start` with a build present, on a fresh PGlite and on PostgreSQL (median of 3).
// Settings: BENCH_SECONDS (throughput runs, default 5), BENCH_CONNECTIONS (10), BENCH_LIGHTHOUSE=false
// skips Lighthouse, BENCH_LIGHTHOUSE_RUNS (runs of each page and its twin, the median kept; default
// 3, for every page), BENCH_LIGHTHOUSE_CLOSE_RUNS (runs of
// a page whose median is a close call, either side of a goal; default 5), BENCH_LANGUAGES (comma list), BENCH_PAGE (comma list of addresses or route paths). Results also go to
// bench/results/latest.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_CONTENT } from '../apps/server/src/demo-content.ts';
import { merchant, placePayAndSettle, skuId, testPayments } from '../apps/server/src/modules/orders/orders-test-kit.ts';
import { approvedPartner, registerWithCode } from '../apps/server/src/modules/partner/partner-test-kit.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { queryRows } from '../apps/server/src/platform/db/query-rows.ts';
import { runSeedSteps } from '../apps/server/src/platform/db/seed.ts';
import { documentedReads, type OpenApiPaths } from '../apps/server/src/platform/http/openapi-reads.ts';
import { createSession } from '../apps/server/src/platform/sessions/sessions.ts';
import { productionWebApp, type TestApp } from '../apps/server/test/test-app.ts';
import { createPostgresDatabase } from '../apps/server/test/test-database.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';
import { firstLoadByRoute, JS_BUDGET_BYTES } from '../scripts/js-budget.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { root } from '../scripts/web-build.mjs';
import { pageTouchMicros } from './fresh-pages.ts';
import { AFTER_THE_TRACE_SKIPPED } from './lighthouse-settings.ts';
import { type MerchantListBenchResult, merchantListAt } from './merchant-list.ts';
import { type OrdersBenchResult, ordersPaidPerSecond } from './orders.ts';
import { addressesByRoute, routeOf } from './pages.ts';
import { registerTwinRoute } from './twin.ts';

const durationS = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const languages = (process.env.BENCH_LANGUAGES ?? 'en-US,zh-CN,ar').split(',').filter(Boolean);
const postgresUrl = process.env.DATABASE_URL;
// BENCH_ONLY=weights,lighthouse,render,reads,orders,customers,cold runs only those parts (all by default).
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (part: string) => only.size === 0 || only.has(part);

interface Goal {
  figure: string;
  value: string;
  goal: string;
  /** null: printed for information, no goal of its own */
  pass: boolean | null;
}
const goals: Goal[] = [];
/** A figure beside its goal; `pass` null for a figure printed for information, with no goal of its own. */
const mark = (figure: string, value: string, goal: string, pass: boolean | null) => {
  goals.push({ figure, value, goal, pass });
};
const ratio = (value: number) => `${value.toFixed(3)}×`;

// the web app as `npm start` serves it, built first when its sources changed
const web = await productionWebApp();
// the cold starts run `npm start`, which runs the server build: as built from these sources
ensureServerBuild();

/** A server on `database`; with `caches`, as `npm start` serves (content reads and public pages from their caches, decision 0026). */
async function serve(database: DatabaseHandle, caches = true): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    database,
    // the sandbox gateway, so that the merchant whose pages are measured can pay an order
    payments: testPayments(),
    jobs: false,
    contentReadCache: caches,
    web: caches ? web : { ...web, pageCache: false },
    beforeWebApp: async (instance) => {
      instance.get('/bench/bare', async () => ({ code: 200, data: null, msg: 'ok' }));
      // a logged-in merchant's page is rendered for the merchant whose session the twin was asked with
      registerTwinRoute(instance);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

async function openSeeded(databaseUrl?: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await runSeedSteps(database.db, DEMO_CONTENT);
  return database;
}

async function throughput(base: string, url: string, headers: Record<string, string> = {}, seconds = durationS) {
  const result = await autocannon({ url: `${base}${url}`, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// 1. First-load JavaScript, every page route.
const weights = firstLoadByRoute().map((row) => ({
  route: row.path,
  kb: Number((row.gzipBytes / 1024).toFixed(1)),
  budgetKb: row.budgetBytes / 1024,
  pass: row.gzipBytes <= row.budgetBytes ? 'pass' : 'FAIL',
}));
console.log('\nFirst-load JavaScript, gzipped, per page route:');
console.table(weights);
const over = weights.filter((row) => row.pass !== 'pass');
mark(
  'first-load JS within budget',
  `${weights.length - over.length}/${weights.length} routes`,
  '140 KB public, 180 KB mall/order/account',
  over.length === 0,
);

const scratch = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
const embedded = await openSeeded();
const pgliteServer = await serve(embedded);
const postgres = scratch ? await openSeeded(scratch.url) : undefined;
const postgresServer = postgres ? await serve(postgres) : undefined;
// Pages and API reads are measured on PostgreSQL when there is one, as issue 13 measured them.
const main = postgresServer ?? pgliteServer;
// The same database served with no cache at all: what a render or a read costs when nothing is kept.
const bareBones = await serve(postgres ?? embedded, false);

// 2. Lighthouse, each page beside its twin.
/** A page Lighthouse measures: its address, whom it is shown to, and the score it is held to. */
interface MeasuredPage {
  /** The route's path in routes.ts (`/case/:id`). */
  route: string;
  path: string;
  /** Who the page is measured as: a visitor, the bench's merchant, or its partner. */
  as: 'visitor' | 'merchant' | 'partner';
  /** That person's session token. */
  session?: string;
  /** issue 13: 100, and at least 98 on the mall, order and account pages (the partner's among them). */
  scoreGoal: number;
}

/** A page route the bench could not measure, and why. */
interface UnmeasuredRoute {
  route: string;
  why: string;
}

// BENCH_PAGE=/price,/case/:id measures only those: an address, or a route's path (its usual address)
const chosenPages = (process.env.BENCH_PAGE ?? '').split(',').filter(Boolean);

/**
 * The addresses the product names, before any session: its sitemap (every public page and content
 * item), the mall and the login page, and a running campaign of the database's (with a channel too).
 */
async function namedAddresses(database: DatabaseHandle): Promise<string[]> {
  const sitemap = await (await fetch(`${main.base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const address = new URL(loc ?? '/');
    return `${address.pathname}${address.search}`;
  });
  const campaigns = await queryRows<{ alias: string }>(
    database.db,
    sql`select alias from campaigns where starts_at <= now() and (ends_at is null or ends_at > now()) order by id`,
  );
  const campaign = campaigns[0]?.alias;
  return [
    // each page's English address first (the sitemap's first of each page), then its languages
    ...listed.filter((address) => !address.includes('lang=')),
    '/mall',
    '/login',
    ...(campaign ? [`/auto-activity/${campaign}`, `/auto-activity/${campaign}/baidu`] : []),
  ];
}

/**
 * A merchant of the bench's own, logged in, with an order paid through the sandbox gateway and one
 * placed and not paid yet, and a partner (approved as an operator approves one), on `database`: the
 * addresses only they have, and their sessions.
 */
async function people(database: DatabaseHandle) {
  const server = { baseUrl: main.base, database: { handle: database } };
  const { userId, client: buyer } = await merchant(server);
  // the kits' sessions last an hour, the bench several: the pages are measured with sessions of a day
  const day = 24 * 60 * 60 * 1000;
  const { token: session } = await createSession(database.db, userId, day);
  const sku = await skuId(database.db, 'basic', 12);
  const placed = await buyer.post<{ orderNo: string }>('/ommall/srvmall/order', {
    kind: 'new',
    skuId: sku,
    serviceNumber: 'KDZHJ01',
  });
  if (placed.body.code !== 200) throw new Error(`the merchant's order was refused: ${JSON.stringify(placed.body)}`);
  const paid = await placePayAndSettle({ baseUrl: main.base }, session, sku);
  // its payment's receipt page (issue 64)
  const paidOrder = await buyer.get<{ payments: Array<{ tradeNo: string; status: string }> }>(
    `/ommall/srvmall/order/${paid}`,
  );
  const receipt = paidOrder.body.data.payments.find((payment) => payment.status === 'succeeded');
  if (!receipt) throw new Error("the merchant's paid order has no succeeded payment");
  const partner = await approvedPartner(server as unknown as TestApp);
  // a merchant registered through the partner's link: the partner's customer, whose pages it opens
  const customer = await registerWithCode(server as unknown as TestApp, partner.referralCode);
  if (customer.status !== 200 || !customer.tenantId) throw new Error("the partner's customer was not registered");
  const merchantId = String(customer.tenantId);
  // and a licence the partner activates for that customer, not paid yet: the page that shows it
  const activation = await partner.client.post<{ orderNo: string }>('/ommall/promoter/service', {
    merchantId: customer.tenantId,
    serviceNumber: 'KDZHJ01',
    skuId: sku,
  });
  if (activation.status !== 200)
    throw new Error(`the partner's activation was refused: ${JSON.stringify(activation.body)}`);
  return {
    merchant: session,
    partner: (await createSession(database.db, partner.userId, day)).token,
    addresses: [
      `/account/orders/${paid}`,
      `/account/orders/${paid}/receipt/${receipt.tradeNo}`,
      `/order/check?kind=new&skuId=${sku}&quantity=1`,
      `/order/pay?orderNo=${placed.body.data.orderNo}`,
      `/order/result?orderNo=${paid}`,
      `/agent/qualification?${new URLSearchParams({ q: partner.certificateNo })}`,
      `/agent/merchant/chance-detail?${new URLSearchParams({ merchantId })}`,
      `/agent/merchant/edit-clues?${new URLSearchParams({ merchantId })}`,
      `/agent/merchant-info?${new URLSearchParams({ merchantId })}`,
      `/agent/open?${new URLSearchParams({ merchantId })}`,
      `/agent/open-success?${new URLSearchParams({ orderNo: activation.body.data.orderNo })}`,
    ],
  };
}

/**
 * Every page route of the web app, at one address each, as the first of a visitor, the merchant and
 * the partner that the address shows to (200) rather than redirect or refuse; and the routes it could
 * not measure, with what each person was answered.
 */
async function routePages(): Promise<{ pages: MeasuredPage[]; unmeasured: UnmeasuredRoute[] }> {
  const database = postgres ?? embedded;
  // every page route but the catch-all, which is no page: it redirects any other path to / (spec §2)
  const routes = firstLoadByRoute()
    .filter((row) => !row.path.endsWith('*'))
    .map((row) => ({ id: row.id, path: row.path, budgetBytes: row.budgetBytes }));
  const who = await people(database);
  // the people's own addresses first: a route they have an address of is measured at theirs
  const chosen = addressesByRoute(routes, [...who.addresses, ...(await namedAddresses(database))]);
  // a chosen address other than a route's own path is measured in place of the route's usual one
  for (const wanted of chosenPages) {
    const route = routeOf(routes, new URL(wanted, main.base).pathname);
    if (route && wanted !== route.path) chosen.set(route.id, wanted);
  }
  const pages: MeasuredPage[] = [];
  const unmeasured: UnmeasuredRoute[] = [];
  for (const route of routes) {
    if (
      chosenPages.length > 0 &&
      !chosenPages.some((wanted) => wanted === route.path || wanted === chosen.get(route.id))
    )
      continue;
    const path = chosen.get(route.id);
    if (!path) {
      unmeasured.push({ route: route.path, why: 'no address of the product names a page of it' });
      continue;
    }
    const tries = [
      { as: 'visitor' as const, session: undefined },
      { as: 'merchant' as const, session: who.merchant },
      { as: 'partner' as const, session: who.partner },
    ];
    const answers: string[] = [];
    let measured = false;
    for (const { as, session } of tries) {
      const answer = await fetch(`${main.base}${path}`, {
        headers: session ? { cookie: `tb_session=${session}` } : {},
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      if (answer.status === 200) {
        const scoreGoal = route.budgetBytes === JS_BUDGET_BYTES.account || session ? 98 : 100;
        pages.push({ route: route.path, path, as, session, scoreGoal });
        measured = true;
        break;
      }
      answers.push(
        `${as} ${answer.status}${answer.headers.get('location') ? ` → ${answer.headers.get('location')}` : ''}`,
      );
    }
    if (!measured) unmeasured.push({ route: route.path, why: `${path}: ${answers.join(', ')}` });
  }
  return { pages, unmeasured };
}

interface LighthouseRow {
  /** The route's path in routes.ts. */
  route: string;
  page: string;
  /** Who it was measured as: a visitor, the merchant or the partner. */
  as: string;
  /** The score it is held to. */
  goal: number;
  score: number;
  lcpMs: number;
  twinLcpMs: number;
  lcpRatio: number;
  tbtMs: number;
  /** The lowest and highest TBT of the page's runs, and of its twin's: how loud the machine was. */
  tbtSpread: string;
  twinTbtMs: number;
  twinTbtSpread: string;
  cls: number;
  /** How many runs of the page and its twin the medians come from. */
  runs: number;
  /** The document as the browser receives it: compressed body and headers, in KB. */
  documentKb: number;
  twinDocumentKb: number;
  /** The twin's own score: where it is under the page's goal too, the machine missed it, not the page. */
  twinScore: number;
  /**
   * Lighthouse's benchmark index of the machine in these runs (the median of the page's and its
   * twin's): Lighthouse multiplies the CPU time it observed by 4 however fast the machine is, and warns
   * under 1,000 that a slower machine than it expects lowers the score.
   */
  benchmarkIndex: number;
  pass: string;
}

/**
 * One answer's bytes on the wire, headers included, asked for as Lighthouse's mobile device (a moto
 * g power on Android) asks: the page cache keeps a page per device class.
 */
function bytesOnTheWire(url: string, extra: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': userAgents.mobile, ...extra };
    const request = httpGet(url, { headers }, (response) => {
      let bytes = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The bytes of a document on the wire, headers included, asked for as Lighthouse's Chromium asks
 * (its phone, its encodings), once the page cache holds it as the runs found it. Lighthouse's
 * simulated network sends about 14 KB in its first round trip (ten TCP segments), so a document
 * larger than that waits one more round trip (150 ms) before it can paint.
 */
async function documentBytes(url: string, headers?: Record<string, string>): Promise<number> {
  await bytesOnTheWire(url, headers);
  // a page stored by the first ask is compressed once off the event loop (0047); give it that moment
  await new Promise((resolve) => setTimeout(resolve, 200));
  return bytesOnTheWire(url, headers);
}
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

interface Audit {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}
// Lighthouse's simulated figures move from one run to the next: each is the median of this many.
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** The middle value; of an even count (a run that gave no score), the mean of the middle two. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle] ?? 0) + (sorted[middle + 1] ?? 0)) / 2;
};
// A page whose median lands this near a goal, either side, is run up to `closeCallRuns` times.
const closeCallRuns = Math.max(lighthouseRuns, Number(process.env.BENCH_LIGHTHOUSE_CLOSE_RUNS ?? 5));
function closeCall(reals: Audit[], twins: Audit[]): boolean {
  const real = medianAudit(reals);
  const twin = medianAudit(twins);
  if (!real || !twin) return false;
  const tbtMargin = real.tbtMs - (twin.tbtMs + 30);
  const lcpMargin = real.lcpMs / Math.max(twin.lcpMs, 1) - 1.1;
  return Math.abs(tbtMargin) <= 15 || Math.abs(lcpMargin) <= 0.05;
}
/** The range of the runs' TBT, as "low–high". */
const spread = (audits: Audit[]) => {
  const values = audits.map((audit) => audit.tbtMs);
  return `${Math.min(...values)}–${Math.max(...values)}`;
};
/** Each goal's figure, the median of the runs' (the row takes the benchmark index of all runs, both sides). */
const medianAudit = (audits: Audit[]): Omit<Audit, 'benchmarkIndex'> | undefined =>
  audits.length === 0
    ? undefined
    : {
        score: median(audits.map((audit) => audit.score)),
        lcpMs: median(audits.map((audit) => audit.lcpMs)),
        tbtMs: median(audits.map((audit) => audit.tbtMs)),
        cls: median(audits.map((audit) => audit.cls)),
      };

async function lighthouseRows(pages: MeasuredPage[]): Promise<LighthouseRow[]> {
  const chromePath = await findChromium();
  if (!chromePath) {
    console.log('Lighthouse skipped: no Chromium found (set CHROME_PATH or install the system Chromium).');
    return [];
  }
  // the browser asks for English, whatever the machine's locale: a first visit takes its language (decision 0089)
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--lang=en-US', ...CHROMIUM_ARGS],
  });
  // The browser's cookie jar, which Lighthouse leaves as it is between runs (it clears caches and
  // workers, not cookies): a page's cookies would go to every later run, and a merchant's session
  // to the public pages after it. So each run starts with no cookie, or with the merchant's session
  // alone. (A Cookie header through Lighthouse's extraHeaders is not enough: once the page has set a
  // cookie of its own, Chromium sends the jar's cookies and not the header's.)
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
    targetFilter: () => false,
  });
  const jar = await browser.target().createCDPSession();
  const cookiesFor = async (session: string | undefined) => {
    await jar.send('Storage.clearCookies');
    if (session) {
      const cookie = { name: 'tb_session', value: session, url: main.base, path: '/', httpOnly: true };
      await jar.send('Storage.setCookies', { cookies: [cookie] });
    }
  };
  const audit = async (url: string, session?: string): Promise<Audit | undefined> => {
    // A run that ends without a score (a cold first run sometimes does) is tried once more.
    for (let attempt = 1; attempt <= 2; attempt++) {
      await cookiesFor(session);
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        ...AFTER_THE_TRACE_SKIPPED,
        output: 'json',
        logLevel: 'error',
      });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score === 'number') {
        const audits = result?.lhr.audits ?? {};
        return {
          score: Math.round(score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          benchmarkIndex: Math.round(result?.lhr.environment.benchmarkIndex ?? 0),
        };
      }
    }
    return undefined;
  };
  const rows: LighthouseRow[] = [];
  try {
    for (const language of languages) {
      for (const { route, path, as, session, scoreGoal: least } of pages) {
        const headers = session ? { cookie: `tb_session=${session}` } : undefined;
        const address = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
        const twinAddress = `/bench/twin?page=${encodeURIComponent(address)}`;
        // the page as Lighthouse's phone asks for it, so that its first run finds it in the page cache
        await bytesOnTheWire(`${main.base}${address}`, headers);
        // each page and its twin in turns, `lighthouseRuns` times, and the median of each figure: so
        // that one noisy run neither passes nor fails a page. Every page gets the same number of runs,
        // whatever its first run showed (an early stop on a clear first run would favour passing: a
        // run that missed is run again, one that passed is not).
        const reals: Audit[] = [];
        const twins: Audit[] = [];
        for (let run = 0; run < lighthouseRuns; run++) {
          const one = await audit(`${main.base}${address}`, session);
          const other = await audit(`${main.base}${twinAddress}`, session);
          if (one) reals.push(one);
          if (other) twins.push(other);
        }
        // A close call after the usual runs, either way (the median TBT or LCP ratio near its goal,
        // on this side of it or that), gets two more runs, as Lighthouse's variability guide advises
        // five: one page's TBT moved from 17 to 106 ms across runs on an idle machine here.
        for (
          let tried = reals.length;
          tried >= lighthouseRuns && tried < closeCallRuns && closeCall(reals, twins);
          tried += 2
        ) {
          // two at a time, so that the median stays one run's figure
          for (let more = 0; more < 2; more++) {
            const one = await audit(`${main.base}${address}`, session);
            const other = await audit(`${main.base}${twinAddress}`, session);
            if (one) reals.push(one);
            if (other) twins.push(other);
          }
        }
        const real = medianAudit(reals);
        const twin = medianAudit(twins);
        if (!real || !twin) {
          rows.push({
            route,
            page: address,
            as,
            goal: least,
            score: 0,
            lcpMs: 0,
            twinLcpMs: 0,
            lcpRatio: 0,
            tbtMs: 0,
            tbtSpread: '',
            twinTbtMs: 0,
            twinTbtSpread: '',
            cls: 0,
            runs: reals.length,
            documentKb: 0,
            twinDocumentKb: 0,
            twinScore: 0,
            benchmarkIndex: 0,
            pass: 'no score',
          });
          continue;
        }
        const lcpRatio = real.lcpMs / Math.max(twin.lcpMs, 1);
        const pass = real.score >= least && lcpRatio <= 1.1 && real.tbtMs <= twin.tbtMs + 30 && real.cls <= 0.01;
        rows.push({
          route,
          page: address,
          as,
          goal: least,
          score: real.score,
          lcpMs: real.lcpMs,
          twinLcpMs: twin.lcpMs,
          lcpRatio: Number(lcpRatio.toFixed(2)),
          tbtMs: real.tbtMs,
          tbtSpread: spread(reals),
          twinTbtMs: twin.tbtMs,
          twinTbtSpread: spread(twins),
          cls: real.cls,
          runs: reals.length,
          documentKb: kb(await documentBytes(`${main.base}${address}`, headers)),
          twinDocumentKb: kb(await documentBytes(`${main.base}${twinAddress}`, headers)),
          twinScore: twin.score,
          benchmarkIndex: median([...reals, ...twins].map((audit) => audit.benchmarkIndex)),
          pass: pass ? 'pass' : 'FAIL',
        });
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return rows;
}

const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== 'false' && runs('lighthouse');
// what a first touch of a page of memory costs this machine, as Lighthouse's runs begin (decision 0067)
const pageTouches = lighthouseOn ? [1, 2, 3].map(() => pageTouchMicros()) : [];
const coverage = lighthouseOn ? await routePages() : { pages: [], unmeasured: [] };
if (lighthouseOn) {
  console.log('\nPage routes Lighthouse measures, each at one address, as whom, held to which score:');
  console.table(coverage.pages.map(({ route, path, as, scoreGoal }) => ({ route, path, as, scoreGoal })));
  if (coverage.unmeasured.length > 0) {
    console.log('\nPage routes Lighthouse does not measure, and why:');
    console.table(coverage.unmeasured);
  }
  mark(
    'page routes Lighthouse measured',
    `${coverage.pages.length}/${coverage.pages.length + coverage.unmeasured.length}`,
    'every page route of routes.ts',
    coverage.unmeasured.length === 0,
  );
}
const scores = lighthouseOn ? await lighthouseRows(coverage.pages) : [];
if (scores.length > 0) {
  console.log('\nLighthouse, mobile (simulated throttling), each page beside its static twin:');
  console.table(scores);
  const passed = scores.filter((row) => row.pass === 'pass').length;
  mark(
    'Lighthouse pages meeting every goal',
    `${passed}/${scores.length}`,
    '100 (98 mall/order/account/login and pages shown to a logged-in person), LCP ≤ 1.1× twin, TBT ≤ twin + 30 ms, CLS ≤ 0.01',
    passed === scores.length,
  );
  // information: how fast the machine was for Lighthouse, and whether the twins themselves, with no
  // script at all, reached the score the pages are held to
  const indexes = scores.map((row) => row.benchmarkIndex).filter((index) => index > 0);
  mark(
    "Lighthouse's benchmark index (median of the pages' medians, lowest–highest)",
    `${median(indexes)} (${Math.min(...indexes)}–${Math.max(...indexes)})`,
    '(information: Lighthouse warns of a slow machine under 1000)',
    null,
  );
  const micros = (value: number) => `${value.toFixed(2)} µs`;
  mark(
    'a page of memory (4 KiB) touched for the first time, then again (median of 3 passes over 64 MB)',
    `${micros(median(pageTouches.map((touch) => touch.fresh)))}, then ${micros(median(pageTouches.map((touch) => touch.again)))}`,
    '(information: well under 1 µs the first time on a bare machine; each Lighthouse run starts a new renderer that touches thousands)',
    null,
  );
  const twinsAtGoal = scores.filter((row) => row.twinScore >= row.goal);
  mark(
    "twins (no script at all) reaching their page's score goal",
    `${twinsAtGoal.length}/${scores.length}`,
    '(information)',
    null,
  );
}

// 3. Server rendering and API reads, each against the bare route of the same server.
/** A server to measure reads on, beside the server on the same database that keeps nothing. */
interface ReadServer {
  server: { base: string };
  uncached: { base: string };
}
/** One read as one server answered it, measured and uncached. */
interface ReadRow {
  read: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  uncachedPerSecond: number;
}
/** A read's measured seconds are taken in slices of a second, the servers' slices in turns. */
const SLICE_S = 1;

/**
 * Each read on every server: a second of warm-up on each, then the measured seconds in slices of a
 * second, the servers' slices in turns and the first of them turned on every slice, then the same read
 * from the server on the same database that keeps nothing. The machine's speed drifts over seconds and
 * minutes: stop 51 measured the whole PostgreSQL series, then the whole PGlite series, and a cache
 * hit, the same code on both engines, came out at 0.490×, the machine at half speed for one series'
 * first reads and the other's last. Five seconds of each engine back to back still gave cache hits
 * 0.60–1.60× of each other on the PVM machine of 2026-12-04; slices in turns meet the same moments.
 */
async function readsOnEach(servers: ReadServer[], reads: string[]): Promise<Map<ReadServer, ReadRow[]>> {
  const rows = new Map(servers.map((server) => [server, [] as ReadRow[]]));
  for (const read of reads) {
    for (const { server } of servers) await throughput(server.base, read, {}, 1);
    const slices = new Map(servers.map((server) => [server, [] as Awaited<ReturnType<typeof throughput>>[]]));
    for (let slice = 0; slice < durationS / SLICE_S; slice += 1) {
      const order = slice % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) slices.get(server)?.push(await throughput(server.server.base, read, {}, SLICE_S));
    }
    for (const server of servers) {
      const taken = slices.get(server) ?? [];
      // the same read from the server that keeps nothing: what a render or a query costs each time
      const kept = await throughput(server.uncached.base, read, { cookie: 'bench=uncached' });
      rows.get(server)?.push({
        read,
        requestsPerSecond: Math.round(taken.reduce((sum, one) => sum + one.requestsPerSecond, 0) / taken.length),
        p99Ms: Math.max(...taken.map((one) => one.p99Ms)),
        errors: taken.reduce((sum, one) => sum + one.errors, 0),
        uncachedPerSecond: kept.requestsPerSecond,
      });
    }
  }
  return rows;
}

/** The bare route's throughput on `server`, after a second of warm-up. */
async function bareThroughput(server: { base: string }) {
  await throughput(server.base, '/bench/bare', {}, 1);
  return throughput(server.base, '/bench/bare');
}

/**
 * The median time of one render of `/` for a visitor with a cookie the page cache does not know,
 * asked by a client in a process of its own (bench/render-client.mjs), as a browser asks: 200 renders
 * after 300 that warm the server up. V8 keeps optimising the render over its first few hundred: on
 * four fresh servers (2026-11-28, quiet machine) renders 30–130 gave p50s of 11.0–14.0 ms and
 * renders 300–500 of 9.0–10.6 ms, so 30 renders of warm-up measured how far the compiler had got.
 */
function renderP50(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/render-client.mjs'), `${base}/`, '500', '300'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the render client exited with ${code}`));
      else resolve((JSON.parse(output) as { p50: number }).p50);
    });
  });
}
if (runs('render')) {
  // Not from the page cache, as a signed-in visitor's page is never; its public content reads come
  // from the content-read cache, which serves every caller (decision 0026). Measured on the server
  // users run: `npm start`'s build in a process of its own, on the bench's database.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tallybook-bench-'));
  const served = await startServer(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
  try {
    const rendered = await renderP50(served.base);
    mark('uncached render of / (p50)', `${rendered.toFixed(1)} ms`, '≤ 15 ms', rendered <= 15);
  } finally {
    await served.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The same render with nothing kept anywhere (the bench's own server that keeps nothing): every
  // content read goes to the database.
  const cold = await renderP50(bareBones.base);
  // information: issue 13's goal is the render above (the content-read cache is part of the server)
  mark('render of / with no cache at all (p50)', `${cold.toFixed(1)} ms`, '(information)', null);
}

let measured: { bare: Awaited<ReturnType<typeof bareThroughput>>; rows: (ReadRow & { ratio: number })[] } | undefined;
if (runs('reads')) {
  const document = (await (await fetch(`${main.base}/docs/json`)).json()) as OpenApiPaths;
  // Every GET of the content API (/api/) and every content read elsewhere (the home banner), with no
  // path parameter; one that needs query parameters is called with the examples its document gives
  // them. One that still does not answer 200 is listed, not measured.
  const contentReads: string[] = [];
  const needParameters: string[] = [];
  for (const { path: address, read } of documentedReads(document)) {
    if (address === '/healthz') continue;
    const answer = await fetch(`${main.base}${read}`);
    await answer.arrayBuffer();
    const contentRead = address.startsWith('/api/') || answer.headers.has('x-answer-cache');
    if (answer.status === 200 && contentRead) contentReads.push(read);
    else if (address.startsWith('/api/')) needParameters.push(address);
  }
  const mainReads: ReadServer = { server: main, uncached: bareBones };
  const embeddedBareBones = postgresServer ? await serve(embedded, false) : undefined;
  const embeddedReads: ReadServer | undefined = embeddedBareBones && {
    server: pgliteServer,
    uncached: embeddedBareBones,
  };
  const bare = await bareThroughput(main);
  // the page and the health check on the main server; each content read on both engines, in turns
  const ownReads = await readsOnEach([mainReads], ['/', '/healthz']);
  const contentRows = await readsOnEach(embeddedReads ? [mainReads, embeddedReads] : [mainReads], contentReads);
  await embeddedBareBones?.app.close();
  const againstBare = (row: ReadRow) => ({
    ...row,
    ratio: row.requestsPerSecond / bare.requestsPerSecond,
    uncachedRatio: Number((row.uncachedPerSecond / bare.requestsPerSecond).toFixed(3)),
  });
  const result = {
    bare,
    rows: [...(ownReads.get(mainReads) ?? []), ...(contentRows.get(mainReads) ?? [])].map(againstBare),
  };
  measured = result;
  if (needParameters.length > 0)
    console.log(`\nNot measured (no documented example answers 200): ${needParameters.join(', ')}`);
  console.log(`\nThroughput against a bare route (${connections} connections, ${durationS} s each):`);
  console.table([
    { read: '/bench/bare', ...result.bare, ratio: 1 },
    ...result.rows.map((row) => ({ ...row, ratio: Number(row.ratio.toFixed(3)) })),
  ]);
  const ratioOf = (read: string) => result.rows.find((row) => row.read === read)?.ratio ?? 0;
  mark('/ for anonymous visitors against bare', ratio(ratioOf('/')), '≥ 0.1×', ratioOf('/') >= 0.1);
  mark('/healthz against bare', ratio(ratioOf('/healthz')), '≥ 0.5×', ratioOf('/healthz') >= 0.5);
  // every content read measured (the /api/ reads and the cached reads elsewhere), not / or /healthz
  const reads = result.rows.filter((row) => contentReads.includes(row.read));
  const slowest = reads.reduce(
    (least, row) => (row.ratio < least.ratio ? row : least),
    reads[0] ?? { read: '', ratio: 0 },
  );
  mark(
    `content reads against bare (slowest: ${slowest.read})`,
    ratio(slowest.ratio),
    '≥ 0.25× each',
    reads.every((row) => row.ratio >= 0.25),
  );

  if (embeddedReads) {
    const rows = (contentRows.get(embeddedReads) ?? []).map((row) => {
      const other = reads.find((read) => read.read === row.read);
      if (!other) throw new Error(`${row.read} was measured on PGlite but not on PostgreSQL`);
      const onPostgres = other.requestsPerSecond;
      return {
        read: row.read,
        pglite: row.requestsPerSecond,
        postgres: onPostgres,
        ratio: row.requestsPerSecond / onPostgres,
        uncachedRatio: Number((row.uncachedPerSecond / other.uncachedPerSecond).toFixed(3)),
      };
    });
    console.log('\nContent reads, PGlite against PostgreSQL (each read on both engines, a second of each in turns):');
    console.table(rows.map((row) => ({ ...row, ratio: Number(row.ratio.toFixed(3)) })));
    const least = rows.reduce((low, row) => (row.ratio < low.ratio ? row : low), rows[0] ?? { read: '', ratio: 0 });
    mark(
      `PGlite against PostgreSQL (slowest: ${least.read})`,
      ratio(least.ratio),
      '≥ 0.5× each',
      rows.every((row) => row.ratio >= 0.5),
    );
  }
}

await bareBones.app.close();
await pgliteServer.app.close();
await postgresServer?.app.close();
await embedded.close();
await postgres?.close();

// 4. Orders: SQL statements for one placed and paid, and orders paid per second.
const orders: OrdersBenchResult[] = [];
for (const engine of !runs('orders') ? [] : postgresUrl ? ['pglite', 'postgres'] : ['pglite']) {
  const statements = { counting: false, sent: [] as string[] };
  const fresh = engine === 'postgres' ? await createPostgresDatabase(postgresUrl as string) : undefined;
  const database = await openDatabase({
    databaseUrl: fresh?.url,
    onQuery: (statement) => {
      if (statements.counting) statements.sent.push(statement);
    },
  });
  try {
    await database.migrate();
    orders.push(await ordersPaidPerSecond(database, { connections, durationS, statements }));
  } finally {
    await database.close();
    await fresh?.drop();
  }
}
if (orders.length > 0) {
  console.log('\nMall orders (order, payment, signed notification, licence):');
  console.table(orders);
}
for (const result of orders) {
  const count = result.sqlStatements ?? Number.NaN;
  const onPostgres = result.engine === 'postgres';
  mark(
    `SQL statements for one order placed and paid (${result.engine})`,
    String(count),
    onPostgres ? '≤ 12' : '(goal on PostgreSQL)',
    onPostgres ? count <= 12 : true,
  );
}

// 4b. The partner's customer list at its one page of 10,000 rows (issue 14).
const customerLists: MerchantListBenchResult[] = [];
for (const engine of !runs('customers') ? [] : postgresUrl ? ['pglite', 'postgres'] : ['pglite']) {
  const fresh = engine === 'postgres' ? await createPostgresDatabase(postgresUrl as string) : undefined;
  const database = await openDatabase({ databaseUrl: fresh?.url });
  try {
    await database.migrate();
    customerLists.push(await merchantListAt(database, { customers: 10_000, calls: 9 }));
  } finally {
    await database.close();
    await fresh?.drop();
  }
}
if (customerLists.length > 0) {
  console.log('\nThe partner’s merchant-list, one page of 10,000 customers:');
  console.table(customerLists);
}
for (const result of customerLists) {
  mark(
    `merchant-list at 10,000 customers, p50 (${result.engine})`,
    `${result.p50Ms} ms (${result.p50CpuMs} ms CPU; ${result.ratio}× the bare route's ${result.bareP50Ms} ms for the same bytes)`,
    '≤ 250 ms',
    result.p50Ms <= 250,
  );
}

// 5. Cold start of `npm start` with the build present.
interface StartedServer {
  base: string;
  /** From the spawn to the first healthy answer of /healthz, in ms. */
  elapsed: number;
  stop(): Promise<void>;
}

/** `npm start` (the built server, SKIP_BUILD) in a process of its own on a free port, once healthy. */
function startServer(env: Record<string, string>): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const base: Record<string, string | undefined> = { ...process.env };
    delete base.DATABASE_URL;
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...base, PORT: '0', HOST: '127.0.0.1', SKIP_BUILD: 'true', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let serving = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm start was not healthy within 30 s:\n${output}`));
    }, 30_000);
    const onData = async (chunk: Buffer) => {
      // its log is read and dropped once it serves, so that a full pipe never stalls it
      if (serving) return;
      output += chunk.toString();
      const port = /serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      serving = true;
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`);
      const elapsed = performance.now() - started;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const stop = () =>
        new Promise<void>((stopped) => {
          child.on('exit', () => stopped());
          child.kill('SIGTERM');
        });
      if (healthy.status !== 200) {
        await stop();
        reject(new Error(`/healthz answered ${healthy.status}`));
        return;
      }
      resolve({ base: `http://127.0.0.1:${port}`, elapsed, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!serving) output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

/** How long `npm start` takes to be healthy; the next start begins once this one has stopped. */
async function coldStart(env: Record<string, string>): Promise<number> {
  const server = await startServer(env);
  await server.stop();
  return server.elapsed;
}

// A cold start is taken three times and its median is marked: one loud moment of the machine (a start
// once took 3.08 s, and 2.16 s straight after) should not decide the goal.
const COLD_STARTS = 3;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function markColdStarts(label: string, starts: number[], goalMs: number) {
  const middle = median(starts);
  mark(
    label,
    `${seconds(middle)} (median of ${starts.length}: ${starts.map(seconds).join(', ')})`,
    `≤ ${goalMs / 1000} s`,
    middle <= goalMs,
  );
}
if (runs('cold')) {
  const starts: number[] = [];
  for (let run = 0; run < COLD_STARTS; run += 1) {
    // every start is on an empty data folder of its own, as a new install's first start: the database
    // begins as a copy of the build's demo database (decision 0029), which is already migrated and
    // seeded, so the start copies and opens it and finds nothing else to do
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tallybook-bench-'));
    try {
      starts.push(await coldStart({ DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  markColdStarts('cold start, fresh PGlite', starts, 3000);
}
if (scratch && runs('cold')) {
  // the first start migrates and seeds the new database; the ones after it are measured
  await coldStart({ DATABASE_URL: scratch.url }).catch(() => undefined);
  const starts: number[] = [];
  for (let run = 0; run < COLD_STARTS; run += 1) starts.push(await coldStart({ DATABASE_URL: scratch.url }));
  markColdStarts('cold start, PostgreSQL', starts, 1500);
}
await scratch?.drop();

console.log('\nGoals of issue 13:');
console.table(goals.map((goal) => ({ ...goal, pass: goal.pass === null ? '—' : goal.pass ? 'pass' : 'FAIL' })));

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify(
    { at: new Date().toISOString(), goals, weights, scores, throughput: measured, orders, customerLists },
    null,
    2,
  ),
);
process.exit(0);
