// The JavaScript budget of issue 13, checked on the client build: every page route of routes.ts
// (the React Router manifest lists them all), gzipped first load within its budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { budgetFailures, chunkModules, firstLoadByRoute, JS_BUDGET_BYTES, routesShipping } from './js-budget.mjs';
import { ensureWebBuild } from './web-build.mjs';

type Row = ReturnType<typeof firstLoadByRoute>[number];
let rows: Row[] = [];

beforeAll(() => {
  ensureWebBuild();
  rows = firstLoadByRoute();
}, 180_000);

describe('first-load JavaScript per route (issue 13)', () => {
  it('covers every page route', () => {
    for (const path of ['/', '/price', '/help', '/news', '/case', '/mall', '/order/check', '/account', '/login']) {
      expect(rows.map((row) => (row.path === '/:category_alias' ? '/news' : row.path))).toContain(path);
    }
    expect(rows.length).toBeGreaterThan(50);
  });

  it('keeps each route within its budget: 140 KB gzipped, 180 KB on mall, order and account pages', () => {
    expect(budgetFailures(rows)).toEqual([]);
    expect(rows.find((row) => row.path === '/')?.budgetBytes).toBe(JS_BUDGET_BYTES.public);
    expect(rows.find((row) => row.path === '/order/check')?.budgetBytes).toBe(JS_BUDGET_BYTES.account);
    // the partner's own screens are account pages; the programme page in the agent area is not
    expect(rows.find((row) => row.path === '/agent/join-apply')?.budgetBytes).toBe(JS_BUDGET_BYTES.account);
    expect(rows.find((row) => row.path === '/agent/intro-us')?.budgetBytes).toBe(JS_BUDGET_BYTES.public);
  });

  it('ships no validation library, and no message catalogue of another language, on first load', () => {
    expect(routesShipping(rows, /^zod$/)).toEqual([]);
    expect(routesShipping(rows, /packages\/domain\/src\/messages\/|app\/i18n\/locales\//)).toEqual([]);
    // the toast library comes with the first toast, not with the page; QR codes are images (/qr.svg)
    expect(routesShipping(rows, /^(sonner|qrcode.*)$/)).toEqual([]);
  });

  it('ships React Router’s production build, without its development warnings (remix-run/react-router#14102)', () => {
    const chunks: Record<string, Record<string, number>> = chunkModules();
    const sources = Object.values(chunks).flatMap((modules) => Object.keys(modules));
    expect(sources.filter((source) => source.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.filter((source) => source.includes('react-router/dist/production/')).length).toBeGreaterThan(1);
  });

  it('names the route and its biggest modules when one is over', () => {
    const over = { ...rows[0], path: '/x', id: 'routes/x', gzipBytes: 200 * 1024, budgetBytes: 140 * 1024 } as Row;
    const [failure] = budgetFailures([over]);
    expect(failure).toMatch(/^\/x \(routes\/x\) ships 200\.0 KB .* over its 140\.0 KB; biggest modules: react-dom /);
  });
});

describe('message catalogues as files of the client build (decision 0033)', () => {
  it('writes every language’s catalogues and domain messages under one version that the pages’ code names', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { LANGUAGES } = await import('@tallybook/domain');
    const { NAMESPACES } = await import('../apps/web/app/i18n/namespaces');
    const assets = path.join(import.meta.dirname, '../apps/web/build/client/assets');
    const versions = readdirSync(path.join(assets, 'i18n'));
    expect(versions).toHaveLength(1);
    const [version = ''] = versions;
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const source = path.join(import.meta.dirname, `../apps/web/app/i18n/locales/${language}/${namespace}.json`);
        expect(read(path.join(assets, 'i18n', version, language, `${namespace}.json`))).toEqual(read(source));
      }
      const domain = path.join(import.meta.dirname, `../packages/domain/src/messages/${language}.json`);
      expect(read(path.join(assets, 'i18n', version, language, 'domain.json'))).toEqual(read(domain));
    }
    // the code every page loads first (the root and its shell) asks for them at that version
    const firstLoad = rows[0]?.files ?? [];
    expect(firstLoad.some((file) => /\/root-[\w-]+\.js$/.test(file))).toBe(true);
    const asking = firstLoad.filter((file) =>
      readFileSync(path.join(assets, path.basename(file)), 'utf8').includes(`/assets/i18n/${version}`),
    );
    expect(asking).not.toEqual([]);
  });
});
