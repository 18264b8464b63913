import { expect, test } from '@playwright/test';

test('pages carry a strict content security policy whose nonce their scripts use', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
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
