import {
  type DevicePlatform,
  devicePlatform,
  type Language,
  type ProductListItem,
  type ProductListPage,
  tileFor,
  type UserInfo,
  type WebLoadContext,
} from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageAddresses, pageSeo } from '../../../i18n/seo.server';
import { createHttpClient, type FetchLike, type HttpClient } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { loginHref } from '../../../lib/login-link';
import { PROGRAMME_PAGES } from '../programme/programme';
import { loggedOut } from '../programme/programme.server';
import {
  BIND_INVITER,
  type BindResult,
  CONTINUE_IN_BROWSER,
  type HeldCoupon,
  type InviteProgramme,
  type InviteTerms,
  inviteCodeOf,
  programmeOf,
  registerHref,
  welcomeCouponOf,
} from './invite-join-data';

/** The programme's terms and the inviter its code names (the lead's contract: GET /recommend/terms). */
function readTerms(api: HttpClient, programme: InviteProgramme, code: string) {
  return api.get<InviteTerms>('/recommend/terms', { query: { programme, code: code || undefined } });
}

/** The page's title from the namespace's `<page>.meta`, the addresses without the visitor's code. */
function seoOf(request: Request, page: 'landing' | 'register' | 'welcome' | 'download', path: string) {
  const language = pageLanguage(request);
  return pageSeo(request, 'invite-join', {
    title: serverMessage(language, `invite-join:${page}.meta.title`),
    description: serverMessage(language, `invite-join:${page}.meta.description`),
    ...pageAddresses(request, path),
  });
}

/** The product of a programme as the content API lists it, with its client packages (null when unlisted). */
async function productOf(api: HttpClient, programme: InviteProgramme, language: Language) {
  const products = await api.get<ProductListPage>('/api/product', {
    query: { alias: PROGRAMME_PAGES[programme].productAlias, clients: 1, lang: language },
  });
  return products.data?.list.find((product) => product.alias === PROGRAMME_PAGES[programme].productAlias) ?? null;
}

/**
 * "Open the app": the store page of the product's app for the visitor's phone (which opens the app
 * where it is installed and offers it where it is not), else the product's download page.
 */
export function appLinkOf(product: ProductListItem | null, device: DevicePlatform, programme: InviteProgramme) {
  const packages = [...(product?.clients?.ios ?? []), ...(product?.clients?.android ?? [])];
  const wanted =
    device === 'ios' ? ['appStore'] : device === 'android' ? ['googlePlay', 'androidPackage'] : ([] as string[]);
  for (const tile of wanted) {
    const found = packages.find((pkg) => tileFor(pkg) === tile);
    if (found) return { href: found.download_link, store: tile };
  }
  return { href: PROGRAMME_PAGES[programme].download, store: 'download' };
}

/** The landing's address names the programme: the xh share page is the second product's. */
const landingProgramme = (url: URL): InviteProgramme =>
  url.pathname.startsWith('/invite/xh-share/') ? 'xh' : programmeOf(url.searchParams);

/** The landing's page, as the visit logs name it. */
const landingPage = (programme: InviteProgramme) => PROGRAMME_PAGES[programme].landing.slice(1);

/**
 * /invite/middle and /invite/xh-share/shared: who invites the visitor, the welcome coupon offered,
 * the app and the way on in the browser. The visit is logged here, once per view (the page does
 * not load again after its forms), and a failed log never fails the page.
 */
export async function loadInviteLanding(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const url = new URL(request.url);
  const programme = landingProgramme(url);
  const code = inviteCodeOf(url.searchParams);
  const [terms, product] = await Promise.all([
    readTerms(api, programme, code),
    productOf(api, programme, language),
    code ? api.post('/recommend/invite/click/log', { code, page: landingPage(programme) }) : null,
  ]);
  const read = dataOf(terms);
  return {
    language,
    programme,
    code,
    terms: read,
    appLink: appLinkOf(product, devicePlatform(request.headers.get('user-agent')), programme),
    // a code that names no inviter is not carried on: the visitor registers without one
    registerHref: registerHref(read.inviter ? code : '', programme),
    seo: seoOf(request, 'landing', url.pathname),
    messages: pageNamespaces('invite-join'),
  };
}

/**
 * The landing's form: "continue in the browser" logs the step and goes on to the registration
 * (without JavaScript too). ("Open the app" is a link; the page logs it from the browser.)
 */
export async function postInviteLanding(request: Request, fetch: FetchLike | undefined) {
  const language = pageLanguage(request);
  const url = new URL(request.url);
  const programme = landingProgramme(url);
  const code = inviteCodeOf(url.searchParams);
  const intent = String((await request.formData()).get('intent') ?? '');
  if (intent !== CONTINUE_IN_BROWSER) throw new Response(null, { status: 400 });
  const api = createHttpClient({ fetch, language });
  // the log is best effort: the visitor goes on whatever it answers
  await api.post('/recommend/activity/log', {
    ...(code && { code }),
    activity: landingPage(programme),
    action: 'register',
  });
  throw redirect(registerHref(code, programme));
}

/**
 * /invite/register: the registration inside the invite area, with the coupon the friend gets; a
 * logged-in user is told so and may bind itself to the inviter within the bind window.
 */
export async function loadInviteRegister(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const url = new URL(request.url);
  const programme = programmeOf(url.searchParams);
  const code = inviteCodeOf(url.searchParams);
  const [terms, user] = await Promise.all([readTerms(api, programme, code), api.get<UserInfo>('/webzhj/info')]);
  return {
    language,
    programme,
    code,
    terms: dataOf(terms),
    phoneHide: user.ok && user.data ? user.data.phoneHide : null,
    seo: seoOf(request, 'register', url.pathname),
    messages: pageNamespaces('invite-join', 'login'),
  };
}

/**
 * The registration page's bind form of a logged-in user: POST /recommend/invite/bind with the code
 * and programme of the address, whose refusal is said in the user's language.
 */
export async function postInviteBind(request: Request, fetch: FetchLike | undefined) {
  const language = pageLanguage(request);
  const form = await request.formData();
  if (form.get('intent') !== BIND_INVITER) throw new Response(null, { status: 400 });
  const url = new URL(request.url);
  const code = inviteCodeOf(url.searchParams);
  const programme = programmeOf(url.searchParams);
  const result = await createHttpClient({ fetch, language }).post<{ bound: boolean }>('/recommend/invite/bind', {
    code,
    ...(programme === 'xh' && { programme }),
  });
  const answer: BindResult = result.ok
    ? { intent: BIND_INVITER, ok: true, bound: result.data?.bound !== false, msg: result.msg }
    : { intent: BIND_INVITER, ok: false, problem: result.msg };
  return answer;
}

/** The welcome's programme: the xh welcome is the second product's. */
const welcomeProgramme = (url: URL): InviteProgramme =>
  url.pathname.startsWith('/invite/xh-share/') ? 'xh' : 'tallybook';

/**
 * /invite/register-success and /invite/xh-share/register-success: the welcome coupon the new user
 * holds (read from the mall's coupons), and what to do next. A visitor logs in first.
 */
export async function loadInviteWelcome(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const url = new URL(request.url);
  const programme = welcomeProgramme(url);
  const user = await api.get<UserInfo>('/webzhj/info');
  if (loggedOut(user)) {
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  const other: InviteProgramme = programme === 'xh' ? 'tallybook' : 'xh';
  const [terms, otherTerms, coupons, product] = await Promise.all([
    readTerms(api, programme, ''),
    readTerms(api, other, ''),
    api.get<HeldCoupon[]>('/ommall/srvmall/coupon/couponuser'),
    productOf(api, programme, language),
  ]);
  const read = dataOf(terms);
  const held = dataOf(coupons);
  return {
    language,
    programme,
    terms: read,
    phoneHide: user.data?.phoneHide ?? '',
    // the friend's coupon is priced by the programme its invitation came through: this page's, else the other's
    coupon:
      welcomeCouponOf(held, read.terms) ??
      (otherTerms.ok && otherTerms.data ? welcomeCouponOf(held, otherTerms.data.terms) : null),
    appLink: appLinkOf(product, devicePlatform(request.headers.get('user-agent')), programme),
    seo: seoOf(request, 'welcome', url.pathname),
    messages: pageNamespaces('invite-join'),
  };
}

/** /invite/xh-share/download: the second product's apps and clients, by platform, from the content API. */
export async function loadPosDownload(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const url = new URL(request.url);
  return {
    language,
    product: await productOf(api, 'xh', language),
    device: devicePlatform(request.headers.get('user-agent')),
    origin: url.origin,
    seo: seoOf(request, 'download', url.pathname),
    messages: pageNamespaces('invite-join', 'download'),
  };
}
