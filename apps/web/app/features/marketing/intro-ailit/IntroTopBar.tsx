import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tallybook/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../layout/Logo';
import { REGISTER_HREF } from './register-link';

/**
 * The campaign's own top bar (the route hides the site header): the logo, one link per language
 * (`?lang=`, keeping the campaign's other parameters) and the trial button.
 */
export function IntroTopBar({ language }: { language: Language }) {
  const { t } = useTranslation('intro-ailit');
  const { t: common } = useTranslation('common');
  const location = useLocation();
  const searchFor = (each: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', each);
    return `?${params}`;
  };
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="intro-top-bar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" aria-label={t('topBar.home')} className="rounded-md">
          <Logo label={common('brand')} />
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
        <a
          href={REGISTER_HREF}
          className="hidden rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:inline-block"
        >
          {t('topBar.start')}
        </a>
      </div>
    </header>
  );
}
