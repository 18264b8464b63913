import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tallybook/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { LogoMark } from './LogoMark';

/**
 * The top bar of a page shown without the site header (route `layout: false`): the logo back to
 * the home page, one link per language (`?lang=`, keeping the page's other parameters) and the
 * page's own actions after them.
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
      </div>
    </header>
  );
}
