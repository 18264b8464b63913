import {
  DEFAULT_LANGUAGE,
  devicePlatform,
  type FriendshipLinkPage,
  isInProductApp,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  MAIN_PRODUCT_ALIAS,
  PAGE_SIZES,
  type ProductListPage,
  textDirection,
} from '@tallybook/domain';
import { use, useEffect, useMemo, useRef } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useBlocker,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { SessionStartup } from './features/account/SessionStartup';
import {
  CATALOGUES_ATTRIBUTE,
  documentCatalogues,
  LAYOUT_NAMESPACES,
  missingCatalogues,
  storedCatalogues,
} from './i18n/catalogue-store';
import { addCatalogues, createI18n } from './i18n/i18n';
import type { Namespace } from './i18n/namespaces';
import { pageLanguage } from './i18n/page-language';
import { I18nProvider, useTranslation } from './i18n/react';
import { loadContactChannel } from './lib/contact-channel';
import { logContentFailure } from './lib/content-failure';
import { startErrorReporting } from './lib/error-reporting';
import { createHttpClient } from './lib/http';
import { afterAllPartsHydrate, HydrationPart } from './lib/hydration-parts';
import { receiveDocumentIntlTexts } from './lib/intl-handover';
import { decideNavigation } from './lib/navigation';
import { useNonce } from './lib/nonce';
import { useRouteMeta } from './lib/route-meta';
import { ScrollRestoration } from './lib/scroll-restoration';
import { useSessionKeywordCapture } from './lib/session-keywords';
import { TrackingProvider } from './lib/tracking';
import { FAVICON_HREF } from './shell/favicon';
import { ServiceWidget } from './shell/ServiceWidget';
import { type FooterData, SiteFooter } from './shell/SiteFooter';
import { SiteHeader } from './shell/SiteHeader';
import { SUBSCRIBE } from './shell/subscribe';
import { subscribe } from './shell/subscribe.server';
import { TopBanner, type TopBannerAd } from './shell/TopBanner';
import { ConfirmProvider } from './ui/ConfirmDialog';
import { ToastRegion } from './ui/Toast';

// Before the page hydrates: the dates, numbers and plural forms the server made for it (decision 0032).
if (typeof document !== 'undefined') receiveDocumentIntlTexts(document);
// and the message catalogues its first render read, fetched as static files (decision 0033)
if (typeof document !== 'undefined') await documentCatalogues(document);

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: FAVICON_HREF, type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [product, links, chat] = await Promise.all([
    api.get<ProductListPage>('/api/product', { query: { alias: MAIN_PRODUCT_ALIAS, clients: 1, lang: language } }),
    api.get<FriendshipLinkPage>('/api/friendship', {
      query: { page_size: PAGE_SIZES.friendshipLinks, lang: language },
    }),
    loadContactChannel(language, context.apiFetch),
  ]);
  // spec §8: content failures go to the console; the page renders without them.
  for (const result of [product, links]) logContentFailure(result, language);
  const footer: FooterData = {
    clients: product.data?.list[0]?.clients ?? null,
    friendshipLinks: links.data?.list ?? [],
    chat,
    device: devicePlatform(request.headers.get('user-agent')),
    origin: new URL(request.url).origin,
  };
  const inProductApp = isInProductApp(request.headers.get('user-agent'));
  return {
    language,
    footer,
    inProductApp,
    errorReportingDsn: context.publicConfig.errorReportingDsn,
    outside: context.publicConfig.outside,
  };
}

/** The layout's own form that posts to the server (decision 0022): the footer's subscription. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== SUBSCRIBE) throw new Response(null, { status: 400 });
  return subscribe(form, pageLanguage(request), context.apiFetch);
}

// The layout's data changes with the language only.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

/** The namespaces the matched pages read: the layout's, then each route's `messages` (decision 0033). */
function usePageNamespaces(): Namespace[] {
  const matches = useMatches();
  const names = new Set<Namespace>(LAYOUT_NAMESPACES);
  for (const match of matches) {
    for (const name of (match.data as { messages?: readonly Namespace[] } | undefined)?.messages ?? []) names.add(name);
  }
  return [...names];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language: Language = data?.language ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  const namespaces = usePageNamespaces();
  return (
    <html lang={language} dir={textDirection(language)} {...{ [CATALOGUES_ATTRIBUTE]: namespaces.join(',') }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5bc4" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * After a client-side move to another page, focus goes to the new page's heading (else its main
 * region), as a full page load would start a screen reader and the keyboard there; not on the first
 * load, and not when only the query changes (a tab or a page of a list keeps focus where it is).
 */
function FocusOnNewPage() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** spec §2: hash-only changes of the same path are blocked (we scroll instead); duplicates are ignored. */
function NavigationGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== 'POP' && decideNavigation(currentLocation, nextLocation) !== 'navigate',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const hash = blocker.location.hash;
    blocker.reset();
    if (hash.length <= 1) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: still ? 'auto' : 'smooth' });
  }, [blocker]);
  return null;
}

/**
 * spec §1: the language is kept in local storage and in a cookie. The server renders the cookie's
 * language; a visitor whose cookie was lost gets the stored choice back.
 */
function LanguagePersistence({ language }: { language: Language }) {
  const navigate = useNavigate();
  useEffect(() => {
    // a task of its own, not hydration's: a page's first reach for cookies and local storage is slow (issue 13)
    const timer = setTimeout(() => {
      const hasCookie = document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
      const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (!hasCookie && isLanguage(stored) && stored !== language) {
        const url = new URL(window.location.href);
        url.searchParams.set('lang', stored);
        navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true, preventScrollReset: true });
        return;
      }
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    }, 0);
    return () => clearTimeout(timer);
  }, [language, navigate]);
  return null;
}

interface ChromeProps {
  children: React.ReactNode;
  footer: FooterData;
  language: Language;
  inProductApp: boolean;
}

function Chrome({ children, footer, language, inProductApp }: ChromeProps) {
  const meta = useRouteMeta();
  const location = useLocation();
  // A page may carry a banner ad above the header (spec §2: the home page).
  const topBanner = useMatches()
    .map((match) => (match.data as { topBanner?: TopBannerAd } | undefined)?.topBanner)
    .find(Boolean);
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      {meta.layout && topBanner && <TopBanner ad={topBanner} />}
      <HydrationPart>{meta.layout && <SiteHeader simpleOnMobile={meta.nav} />}</HydrationPart>
      <main id="main">
        <HydrationPart>{children}</HydrationPart>
      </main>
      <HydrationPart>{meta.layout && <SiteFooter data={footer} language={language} />}</HydrationPart>
      <HydrationPart>
        <ServiceWidget
          path={location.pathname}
          device={footer.device}
          inProductApp={inProductApp}
          kefu={meta.kefu}
          language={language}
        />
      </HydrationPart>
    </>
  );
}

export default function App() {
  const { language, footer, inProductApp, errorReportingDsn } = useLoaderData<typeof loader>();
  // Each route names the catalogues of its own page (see pageNamespaces); a page reached in the
  // browser waits for the ones not fetched yet, while the page before it stays on screen.
  const namespaces = usePageNamespaces();
  const loading = missingCatalogues(language, namespaces);
  if (loading) use(loading);
  const i18n = useMemo(() => createI18n(language, {}), [language]);
  addCatalogues(i18n, language, storedCatalogues(language, namespaces));
  useSessionKeywordCapture();
  useEffect(() => {
    // Marks the page interactive once every part has hydrated: browser journeys wait for it before they click.
    afterAllPartsHydrate(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
    void startErrorReporting({ dsn: errorReportingDsn, hostname: window.location.hostname });
  }, [errorReportingDsn]);
  return (
    <I18nProvider i18n={i18n}>
      <NavigationGuard />
      <FocusOnNewPage />
      <LanguagePersistence language={language} />
      <SessionStartup language={language} />
      <TrackingProvider language={language}>
        <ConfirmProvider>
          <Chrome footer={footer} language={language} inProductApp={inProductApp}>
            <Outlet />
          </Chrome>
        </ConfirmProvider>
        <ToastRegion dir={textDirection(language)} />
      </TrackingProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const i18n = useMemo(() => {
    const catalogues = storedCatalogues(language, LAYOUT_NAMESPACES);
    return catalogues.common ? createI18n(language, catalogues) : undefined;
  }, [language]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = i18n ? i18n.getFixedT(language, 'common') : (key: string) => key;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{i18n ? t('error.title') : 'Something went wrong'}</h1>
      <p className="mt-4 text-slate-600">{i18n ? t('error.body') : 'Please try again in a moment.'}</p>
      <a className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white" href="/">
        {i18n ? t('error.home') : 'Home'}
      </a>
    </main>
  );
}
