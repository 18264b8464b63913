import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tallybook/domain';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * spec §2: the language dropdown. Each entry is a link to the same page with `?lang=`, so it works
 * before the page's script has loaded; the server keeps the choice in a cookie.
 */
export function LanguageMenu({ current, label }: { current: Language; label: string }) {
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const hrefFor = (language: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    return { pathname: location.pathname, search: `?${params}`, hash: location.hash };
  };
  return (
    <details ref={details} className="group relative" data-testid="language-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        {/* the name says what it is ("Language: English") and contains what it shows (WCAG 2.5.3) */}
        <span className="sr-only">{label}: </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        {/* phones show the globe alone: the header has no room for the name beside the logo and buttons;
            nor has it from 1024 to 1280 px beside the row of links, where the name is only read out */}
        <span className="max-sm:hidden lg:max-xl:sr-only">{LANGUAGE_NAMES[current]}</span>
      </summary>
      <ul className="absolute end-0 z-30 mt-1 min-w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={hrefFor(language)}
              lang={language}
              hrefLang={language}
              preventScrollReset
              aria-current={language === current ? 'true' : undefined}
              onClick={() => details.current?.removeAttribute('open')}
              className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 aria-[current]:font-semibold aria-[current]:text-brand-600"
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
