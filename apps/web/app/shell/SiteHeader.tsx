import { HEADER_HOVER_LOG_DELAY_MS, isLanguage } from '@tallybook/domain';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useHoverLog } from '../lib/tracking';
import { useCurrentUser } from '../lib/user-state';
import { LanguageMenu } from '../ui/LanguageMenu';
import { Logo } from './Logo';

// spec §2: home, price, mall, news, join agent, download, about; the mall, the login and the free trial
// open in the same tab, since they are this site's pages and not the other hosts of spec §2 (decision 0090)
const NAV_LINKS = [
  { to: '/', key: 'home' },
  { to: '/price', key: 'price' },
  { to: '/mall', key: 'mall' },
  { to: '/news', key: 'news' },
  { to: '/join-agent', key: 'joinAgent' },
  { to: '/download', key: 'download' },
  { to: '/about', key: 'about' },
] as const;

// each name on one line; from 1024 px, where the row of links starts, to 1280 px they sit closer
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors lg:max-xl:px-2 ${
    isActive ? 'text-brand-600' : 'text-slate-700 hover:text-brand-600'
  }`;

// spec §9: a header link hovered for 1500 ms is logged
function NavItem({ to, label, name }: { to: string; label: string; name: string }) {
  const hover = useHoverLog(`nav.${name}`, HEADER_HOVER_LOG_DELAY_MS);
  return (
    <NavLink to={to} end data-track={`nav.${name}`} className={linkClass} {...hover}>
      {label}
    </NavLink>
  );
}

export function SiteHeader({ simpleOnMobile }: { simpleOnMobile: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const user = useCurrentUser();
  const links = NAV_LINKS.map((link) => (
    <NavItem key={link.key} to={link.to} label={t(`nav.${link.key}`)} name={link.key} />
  ));
  return (
    <header
      className="sticky top-0 z-20 h-15 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-testid="site-header"
    >
      {/* under 360 px (a first iPhone SE, or a page zoomed in) the gaps close up so that Log in and
          Free trial still fit in Arabic, the widest of the languages, with no sideways scroll */}
      <div className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 max-xs:gap-2 max-xs:px-3 sm:px-6">
        <Link to="/" className="shrink-0">
          <Logo label={t('brand')} compact />
        </Link>
        <nav aria-label={t('nav.label')} className="ms-4 hidden flex-1 items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className={`ms-auto flex items-center gap-2 max-xs:gap-1 ${simpleOnMobile ? 'max-lg:hidden' : ''}`}>
          {/* on the narrowest screens the footer's list picks the language, to leave room for Log in */}
          <div className="max-sm:hidden">
            <LanguageMenu current={language} label={t('language.label')} />
          </div>
          {user ? (
            // a logged-in visitor goes to the personal centre instead of the login page, and is not
            // offered the free trial they already have (or have gone past, as a paying customer)
            <Link
              to="/account"
              data-track="header.personalCentre"
              className="whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t('actions.personalCentre')}
            </Link>
          ) : (
            <>
              <a
                href="/login"
                data-track="header.login"
                className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 max-xs:px-1.5 sm:px-3"
              >
                {t('actions.login')}
              </a>
              <a
                href="/login?register=1"
                data-track="header.freeTrial"
                className="whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 max-xs:px-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                {t('actions.freeTrial')}
              </a>
            </>
          )}
          <details className="relative lg:hidden">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              aria-label={t('actions.openMenu')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </summary>
            <nav
              aria-label={t('nav.label')}
              className="absolute end-0 z-30 mt-2 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              {links}
            </nav>
          </details>
        </div>
        {simpleOnMobile && (
          // spec §2: on mobile, routes flagged `nav` show a simple header: the logo and the personal centre
          <Link
            to="/account"
            data-track="header.personalCentre"
            className="ms-auto rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden"
            data-testid="personal-centre-link"
          >
            {t('actions.personalCentre')}
          </Link>
        )}
      </div>
    </header>
  );
}
