// `npm run bench`: measures, never asserts. Prints what public pages ship on first load (gzipped
// HTML, JS and CSS) in English and Arabic, their Lighthouse mobile performance (score, LCP, CLS,
// TBT) in the system Chromium, and the throughput of GET /api/product against a bare Fastify route
// served by the same process in the same run, as a ratio. Results also go to bench/results/.
// BENCH_LIGHTHOUSE=false skips Lighthouse. Then mall orders created and paid per second (bench/orders.ts)
// on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_CONTENT } from '../apps/server/src/demo-content.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { runSeedSteps } from '../apps/server/src/platform/db/seed.ts';
import { createPostgresDatabase } from '../apps/server/test/test-database.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';
import { ensureWebBuild, root } from '../scripts/web-build.mjs';
import { type OrdersBenchResult, ordersPaidPerSecond } from './orders.ts';

const durationS = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

ensureWebBuild();
const webBuild = path.join(root, 'apps/web/build');
const database = await openDatabase({});
await database.migrate();
await runSeedSteps(database.db, DEMO_CONTENT);
const app = await buildApp({
  database,
  web: {
    build: await import(pathToFileURL(path.join(webBuild, 'server/index.js')).href),
    clientDir: path.join(webBuild, 'client'),
    mode: 'production',
  },
  beforeWebApp: async (instance) => {
    instance.get('/bench/bare', async () => ({ code: 200, data: null, msg: 'ok' }));
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function firstLoad(pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) scripts.add(href);
    if (/rel="stylesheet"/.test(tag)) styles.add(href);
  }
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src ?? '');
  for (const [, src] of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(src ?? '');
  const gzipped = async (urls: Set<string>) => {
    let bytes = 0;
    for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer())).length;
    return bytes;
  };
  return {
    page: pagePath,
    htmlGzipBytes: gzipSync(html).length,
    jsGzipBytes: await gzipped(scripts),
    cssGzipBytes: await gzipped(styles),
    jsFiles: scripts.size,
  };
}

async function throughput(url: string) {
  const result = await autocannon({ url: `${base}${url}`, connections, duration: durationS });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const PAGES = ['/', '/price', '/download'];
const VARIANTS = PAGES.flatMap((page) => ['en-US', 'ar'].map((language) => `${page}?lang=${language}`));

const weights = [];
for (const variant of VARIANTS) weights.push(await firstLoad(variant));
console.log('First load (gzipped bytes):');
console.table(weights);

async function lighthouseMobile(urls: string[]) {
  const chromePath = await findChromium();
  if (!chromePath) {
    console.log('Lighthouse skipped: no Chromium found (set CHROME_PATH or install the system Chromium).');
    return [];
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const url of urls) {
      // A run that ends without a score (a runtime error, as a cold first run sometimes does) is
      // tried once more, and reported as failed rather than as a score of 0.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; attempt <= 2; attempt++) {
        result = await lighthouse(`${base}${url}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (typeof result?.lhr.categories.performance?.score === 'number') break;
      }
      const score = result?.lhr.categories.performance?.score;
      if (typeof score !== 'number') {
        rows.push({ page: url, failed: result?.lhr.runtimeError?.code ?? 'no score' });
        continue;
      }
      const audits = result?.lhr.audits ?? {};
      rows.push({
        page: url,
        performance: Math.round(score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

const scores = process.env.BENCH_LIGHTHOUSE === 'false' ? [] : await lighthouseMobile(VARIANTS);
if (scores.length > 0) {
  console.log('Lighthouse, mobile (simulated throttling):');
  console.table(scores);
}

// Warm both paths, then measure them one after the other in the same process.
await throughput('/bench/bare');
const bare = await throughput('/bench/bare');
const products = await throughput('/api/product?clients=1&page_size=100');
console.log(`Throughput (${connections} connections, ${durationS} s each):`);
console.table([bare, products]);
const ratio = products.requestsPerSecond / bare.requestsPerSecond;
console.log(`GET /api/product serves ${(ratio * 100).toFixed(1)}% of a bare route's requests per second.`);

// Orders created and paid per second (bench/orders.ts): PGlite, and PostgreSQL when DATABASE_URL is set.
const orders: OrdersBenchResult[] = [];
{
  const embedded = await openDatabase({});
  await embedded.migrate();
  orders.push(await ordersPaidPerSecond(embedded, { connections, durationS }));
  await embedded.close();
  if (process.env.DATABASE_URL) {
    const scratch = await createPostgresDatabase(process.env.DATABASE_URL);
    const postgres = await openDatabase({ databaseUrl: scratch.url });
    try {
      await postgres.migrate();
      orders.push(await ordersPaidPerSecond(postgres, { connections, durationS }));
    } finally {
      await postgres.close();
      await scratch.drop();
    }
  }
}
console.log('Mall orders created and paid per second (order, payment, signed notification, licence):');
console.table(orders);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify({ at: new Date().toISOString(), weights, scores, bare, products, ratio, orders }, null, 2),
);
await app.close();
await database.close();
