import type { WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../programme/fake-fetch';
import { testTerms, XH_TERMS } from '../programme/test-terms';
import { loadPoster, loadSharePage, loadXhSharePage } from './share.server';

const R = '/recommend';
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>\n';
const poster = (product: 'KDZHJ01' | 'ZHJXH') => ({
  product: { serviceNumber: product, name: product === 'ZHJXH' ? 'Tallybook POS' : 'Tallybook' },
  inviterNickname: 'Ming<b>',
  code: 'K7M2Q9',
  link:
    product === 'ZHJXH'
      ? 'https://tallybook.test/invite/xh-share/shared?invite=K7M2Q9&invite_programme=xh'
      : 'https://tallybook.test/invite/middle?invite=K7M2Q9',
  qrImageUrl: '/qr.svg?text=x',
});
const info = {
  code: 'K7M2Q9',
  inviteUrl: 'https://tallybook.test/invite/middle?invite=K7M2Q9',
  registerUrl: 'https://tallybook.test/invite/register?invite=K7M2Q9',
  nickname: 'Ming',
  notice: true,
  enabled: true,
};
/** merc/share answers the product asked (recorded in the calls), as the server does. */
const signedIn = (product: 'KDZHJ01' | 'ZHJXH' = 'KDZHJ01') => ({
  [`GET ${R}/merc/share`]: { data: poster(product) },
  [`GET ${R}/info`]: { data: info },
  [`GET ${R}/terms`]: { data: product === 'ZHJXH' ? XH_TERMS : testTerms() },
  [`GET ${R}/inviter/total`]: { data: { invitedCount: 2, paidFriendsCount: 1, totalAwardFen: 2_300 } },
  [`GET ${R}/award`]: { data: { pendingFen: 2_300, payableFen: 0, payingFen: 0, paidFen: 0, totalFen: 2_300 } },
  'GET /qr.svg': { body: QR, type: 'image/svg+xml' },
});
const loggedOut = { [`GET ${R}/merc/share`]: { status: 401, code: 401, msg: 'Please log in' } };
const context = (fetch: ReturnType<typeof fakeFetch>['fetch']) => ({ apiFetch: fetch }) as unknown as WebLoadContext;
const request = (path: string) => new Request(`http://web.test${path}`);

describe('/invite/share-product, /invite/share-register and /invite/xh-share', () => {
  it('sends a visitor to log in and back', async () => {
    const { fetch } = fakeFetch(loggedOut);
    const thrown = (await loadSharePage(request('/invite/share-register?lang=ar'), context(fetch), 'register').catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.headers.get('location')).toBe('/login?next=%2Finvite%2Fshare-register%3Flang%3Dar&lang=ar');
  });

  it('the product poster carries the product link; the register poster the register link', async () => {
    const { fetch, calls } = fakeFetch(signedIn());
    const product = await loadSharePage(request('/invite/share-product?lang=zh-CN'), context(fetch), 'product');
    expect(product.kit).toMatchObject({
      kind: 'product',
      product: 'Tallybook',
      link: 'https://tallybook.test/invite/middle?invite=K7M2Q9',
      posterUrl: '/invite/poster.svg?of=product&lang=zh-CN',
      fileName: 'tallybook-invite-product-K7M2Q9.svg',
    });
    expect(calls.find((call) => call.path === `${R}/merc/share`)?.query).toEqual({ product: 'KDZHJ01' });
    const register = await loadSharePage(request('/invite/share-register'), context(fetch), 'register');
    expect(register.kit.link).toBe('https://tallybook.test/invite/register?invite=K7M2Q9');
    expect(register.messages).toEqual(['invite-share', 'invite-home']);
  });

  it('the xh page reads its own poster, terms, totals and balances', async () => {
    const { fetch, calls } = fakeFetch(signedIn('ZHJXH'));
    const data = await loadXhSharePage(request('/invite/xh-share'), context(fetch));
    expect(calls.find((call) => call.path === `${R}/merc/share`)?.query).toEqual({ product: 'ZHJXH' });
    for (const path of ['terms', 'inviter/total', 'award', 'info']) {
      expect(calls.find((call) => call.path === `${R}/${path}`)?.query).toEqual({ programme: 'xh' });
    }
    expect(data.kit.link).toContain('invite_programme=xh');
    expect(data.total.invitedCount).toBe(2);
    expect(data.terms.terms.registerAwardFen).toBe(800);
    expect(data.registerUrl).toBe(info.registerUrl);
  });
});

describe('GET /invite/poster.svg', () => {
  it('draws the poster as an SVG image kept by nobody else, the QR code of the link from /qr.svg', async () => {
    const { fetch, calls } = fakeFetch(signedIn());
    const response = await loadPoster(request('/invite/poster.svg?of=register&lang=en-US'), context(fetch));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBeNull();
    const svg = await response.text();
    expect(calls.find((call) => call.path === '/qr.svg')?.query).toEqual({ text: info.registerUrl });
    expect(svg).toContain('\u2066Ming&lt;b&gt;\u2069 invites you to');
    expect(svg).toContain('Register and get a ¥30.00 coupon');
    expect(svg).toContain('Scan to register');
    expect(svg).toContain('Invite code K7M2Q9');
    expect(svg).toContain('d="M2 2.5h7"');
  });

  it('downloads as a named file, and draws the xh poster with its own link and offer in Chinese', async () => {
    const { fetch, calls } = fakeFetch(signedIn('ZHJXH'));
    const response = await loadPoster(request('/invite/poster.svg?of=xh&lang=zh-CN&download=1'), context(fetch));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tallybook-invite-xh-K7M2Q9.svg"');
    expect(calls.find((call) => call.path === '/qr.svg')?.query.text).toContain('invite_programme=xh');
    const svg = await response.text();
    expect(svg).toContain('注册即得 ¥20.00 优惠券');
    expect(svg).toContain('扫码了解 Tallybook POS');
  });

  it('has no offer line while the programme is paused', async () => {
    const { fetch } = fakeFetch({ ...signedIn(), [`GET ${R}/terms`]: { data: testTerms({ enabled: false }) } });
    const svg = await (await loadPoster(request('/invite/poster.svg?of=product'), context(fetch))).text();
    expect(svg).not.toContain('coupon');
  });

  it('refuses an unknown poster, a visitor, and a QR code that is not the expected drawing', async () => {
    const { fetch, calls } = fakeFetch(signedIn());
    expect((await loadPoster(request('/invite/poster.svg?of=../../etc'), context(fetch))).status).toBe(404);
    expect(calls).toEqual([]);
    const visitor = fakeFetch({ ...loggedOut, [`GET ${R}/terms`]: { data: testTerms() } });
    expect((await loadPoster(request('/invite/poster.svg?of=product'), context(visitor.fetch))).status).toBe(401);
    const broken = fakeFetch({ ...signedIn(), 'GET /qr.svg': { body: '<script/>', type: 'image/svg+xml' } });
    expect((await loadPoster(request('/invite/poster.svg?of=product'), context(broken.fetch))).status).toBe(502);
  });
});
