import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

test('a page rendered for one visitor carries a strict content security policy whose nonce its scripts use', async ({
  request,
}) => {
  // a session (even an unknown one) is never served from the page cache
  const response = await request.get('/', { headers: { cookie: 'tb_session=not-a-session' } });
  expect(response.headers()['x-page-cache']).toBe('bypass');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('a page from the cache, the same for every visitor, allows its scripts by their hashes (decision 0047)', async ({
  request,
}) => {
  await request.get('/?lang=zh-CN');
  const response = await request.get('/?lang=zh-CN');
  expect(response.headers()['x-page-cache']).toBe('hit');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain("'nonce-");
  expect(policy).toContain("'strict-dynamic'");
  const html = await response.text();
  expect(html).not.toContain('nonce=');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|type="application\/json"/.test(attributes ?? ''),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, , code] of scripts) {
    expect(policy).toContain(
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
});

test('fingerprinted assets are cached for a year and compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // the scripts the page starts after its first paint (decision 0027) are named in its loader
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(['gzip', 'br']).toContain(response.headers()['content-encoding']);
});

test('the page itself is compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});
