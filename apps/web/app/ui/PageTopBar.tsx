import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tallybook/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { LogoMark } from './LogoMark';

/** The site's main pages, and the invite programme, from a page without the site header and footer. */
const SITE_LINKS = [
  { to: '/', key: 'home' },
  { to: '/price', key: 'price' },
  { to: '/mall', key: 'mall' },
  { to: '/help', key: 'help' },
  { to: '/join-agent', key: 'joinAgent' },
  { to: '/invite-intro', key: 'invite' },
] as const;

/**
 * The top bar of a page shown without the site header (route `layout: false`): the logo back to
 * the home page, one link per language (`?lang=`, keeping the page's other parameters), the
 * page's own actions after them, and a row of links to the rest of the site.
 */
export function PageTopBar({
  language,
  testId = 'page-top-bar',
  children,
}: {
  language: Language;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const { t: common } = useTranslation('common');
  const location = useLocation();
  const searchFor = (each: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', each);
    return `?${params}`;
  };
  return (
    <header className="border-b border-slate-200 bg-white" data-testid={testId}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to="/"
          aria-label={t('topBar.home')}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-900"
        >
          <LogoMark className="size-7 shrink-0" />
          {common('brand')}
        </Link>
        <nav aria-label={t('topBar.languages')} className="ms-auto">
          <ul className="flex flex-wrap items-center gap-1 text-sm">
            {LANGUAGES.map((each) => (
              <li key={each}>
                <Link
                  to={{ search: searchFor(each) }}
                  lang={each}
                  hrefLang={each}
                  preventScrollReset
                  aria-current={each === language ? 'true' : undefined}
                  className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
                >
                  {LANGUAGE_NAMES[each]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
        {/* issue 64: the way to the rest of the site, not only the logo */}
        <nav aria-label={common('nav.label')} className="basis-full" data-testid="top-bar-site-links">
          <ul className="-mx-2 flex flex-wrap items-center gap-x-1 text-sm">
            {SITE_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-8 items-center rounded-md px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {common(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
