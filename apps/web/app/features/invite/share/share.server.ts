import {
  type AwardBalances,
  formatPrice,
  type InviterTotals,
  type Language,
  textDirection,
  type WebLoadContext,
} from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient, type HttpClient } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { PROGRAMME_PRODUCT } from '../programme/programme';
import { loadProgrammeTerms, loggedOut, toLogin } from '../programme/programme.server';
import { posterSvg, readQrSvg } from './poster-svg';
import {
  type InviteLinks,
  POSTER_KINDS,
  POSTER_PROGRAMME,
  type PosterKind,
  type ShareKit,
  type SharePoster,
} from './share-data';

const R = '/recommend';

/** The address of a poster image in `language` (`download`: served as an attachment). */
export function posterUrl(kind: PosterKind, language: Language, download = false): string {
  const params = new URLSearchParams({ of: kind, lang: language });
  if (download) params.set('download', '1');
  return `/invite/poster.svg?${params}`;
}

/**
 * A poster's data: merc/share (the product in the page's language, the nickname, the product link)
 * and, for the register poster, the register link of info. Null when nobody is logged in.
 */
async function shareKit(api: HttpClient, kind: PosterKind, language: Language): Promise<ShareKit | null> {
  const programme = POSTER_PROGRAMME[kind];
  const [share, info] = await Promise.all([
    api.get<SharePoster>(`${R}/merc/share`, { query: { product: PROGRAMME_PRODUCT[programme] } }),
    // the main programme's register link is info's without a programme (the xh page shows its invite link)
    kind === 'register' ? api.get<InviteLinks>(`${R}/info`) : null,
  ]);
  if (loggedOut(share)) return null;
  const poster = dataOf(share);
  const link = info ? dataOf(info).registerUrl : poster.link;
  return {
    kind,
    product: poster.product.name,
    nickname: poster.inviterNickname,
    code: poster.code,
    link,
    posterUrl: posterUrl(kind, language),
    fileName: `tallybook-invite-${kind}-${poster.code}.svg`,
  };
}

/** /invite/share-product and /invite/share-register: the poster of the product link or of the register link. */
export async function loadSharePage(request: Request, context: WebLoadContext, kind: 'product' | 'register') {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const kit = await shareKit(api, kind, language);
  if (!kit) throw toLogin(request);
  return {
    language,
    kit,
    // the product poster's page has the namespace's own title; the register poster's its own
    seo: pageSeo(
      request,
      'invite-share',
      kind === 'register'
        ? {
            title: serverMessage(language, 'invite-share:register.meta.title'),
            description: serverMessage(language, 'invite-share:register.meta.description'),
          }
        : {},
    ),
    messages: pageNamespaces('invite-share', 'invite-home'),
  };
}

/**
 * /invite/xh-share: the second product's share page: its poster (merc/share?product=ZHJXH), its
 * register link (info), its terms, and the user's totals and balances in that programme
 * (inviter/total, award; each ?programme=xh).
 */
export async function loadXhSharePage(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const programme = { programme: 'xh' };
  const [kit, terms, total, award, links] = await Promise.all([
    shareKit(api, 'xh', language),
    loadProgrammeTerms(api, 'xh'),
    api.get<InviterTotals>(`${R}/inviter/total`, { query: programme }),
    api.get<AwardBalances>(`${R}/award`, { query: programme }),
    api.get<InviteLinks>(`${R}/info`, { query: programme }),
  ]);
  if (!kit) throw toLogin(request);
  return {
    language,
    kit,
    registerUrl: dataOf(links).registerUrl,
    terms,
    total: dataOf(total),
    award: dataOf(award),
    seo: pageSeo(request, 'invite-share', {
      title: serverMessage(language, 'invite-share:xh.meta.title'),
      description: serverMessage(language, 'invite-share:xh.meta.description'),
    }),
    messages: pageNamespaces('invite-share', 'invite-home'),
  };
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // the poster carries the user's nickname and code: kept by nobody else
  'cache-control': 'private, no-store',
  // an image, never a document: no script runs in it
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/**
 * GET /invite/poster.svg?of=product|register|xh: the logged-in user's poster as an SVG image, in the
 * page's language (`lang`), with `download=1` as an attachment. A visitor gets 401, an unknown
 * poster 404; the QR code is the site's own drawing (/qr.svg) of the link.
 */
export async function loadPoster(request: Request, context: WebLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const kind = POSTER_KINDS.find((each) => each === url.searchParams.get('of'));
  if (!kind) return new Response('unknown poster', { status: 404 });
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [kit, terms] = await Promise.all([
    shareKit(api, kind, language),
    loadProgrammeTerms(api, POSTER_PROGRAMME[kind]),
  ]);
  if (!kit) return new Response('log in first', { status: 401, headers: { 'cache-control': 'no-store' } });
  const drawn = await context.apiFetch(`/qr.svg?${new URLSearchParams({ text: kit.link })}`, { method: 'GET' });
  const qr = drawn.ok ? readQrSvg(await drawn.text()) : null;
  if (!qr) return new Response('the QR code could not be drawn', { status: 502 });
  const t = (key: string, values: Record<string, string> = {}) =>
    serverMessage(language, `invite-share:${key}`, values);
  const svg = posterSvg({
    language,
    dir: textDirection(language),
    qr,
    texts: {
      product: kit.product,
      // the nickname (often a masked phone, with no letter of its own direction) kept left to right in any sentence
      headline: t('svg.headline', { nickname: `\u2066${kit.nickname}\u2069`, product: kit.product }),
      offer: terms.enabled ? t('svg.offer', { value: formatPrice(terms.terms.inviteeCoupon.valueFen, language) }) : '',
      scan: kind === 'register' ? t('svg.scanRegister') : t('svg.scanProduct', { product: kit.product }),
      code: t('svg.code', { code: kit.code }),
      link: kit.link,
    },
  });
  const headers: Record<string, string> = { ...SVG_HEADERS };
  if (url.searchParams.get('download') === '1')
    headers['content-disposition'] = `attachment; filename="${kit.fileName}"`;
  return new Response(svg, { headers });
}
