import {
  BUSINESS_HOURS,
  type ContactChannel,
  type DevicePlatform,
  dialableNumber,
  type FriendshipLink,
  type GroupedClients,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  message,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@tallybook/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { toast } from '../ui/Toast';
import { FooterDownloads } from './FooterDownloads';
import { Logo } from './Logo';
import { SubscribeForm } from './SubscribeForm';

// spec §2: footer links to price, join agent, news and about; and to the help centre and the invite
// programme (issue 64: it could not be found), which the header's nav does not list
const FOOTER_LINKS = [
  { to: '/price', key: 'price' },
  { to: '/join-agent', key: 'joinAgent' },
  { to: '/news', key: 'news' },
  { to: '/help', key: 'help' },
  { to: '/about', key: 'about' },
  { to: '/invite-intro', key: 'invite' },
] as const;

export interface FooterData {
  clients: GroupedClients | null;
  friendshipLinks: FriendshipLink[];
  /** The chat channel of the visitor's language, from content; null when there is none. */
  chat: ContactChannel | null;
  device: DevicePlatform;
  origin: string;
}

/** spec §2: the mobile language picker. */
function MobileLanguagePicker({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm sm:hidden">
      <span>{t('footer.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const params = new URLSearchParams(location.search);
          params.set('lang', event.target.value);
          navigate({ pathname: location.pathname, search: `?${params}` }, { preventScrollReset: true });
        }}
        className="rounded-md border border-white/20 bg-brand-900 px-2 py-1 text-white"
        data-testid="mobile-language"
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SiteFooter({ data, language }: { data: FooterData; language: Language }) {
  const { t } = useTranslation('common');
  const refused = () => toast.warning(message(language, 'downloadNotSupported'));
  return (
    <footer className="bg-brand-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo label={t('brand')} tone="text-white" />
          <p className="text-sm">{t('footer.tagline')}</p>
          <h2 className="pt-2 text-sm font-semibold text-white">{t('footer.contact.title')}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              {t('footer.contact.email')}:{' '}
              <a className="text-white underline-offset-2 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            {data.chat && (
              <li data-testid="footer-chat" data-kind={data.chat.kind}>
                {t('footer.contact.messaging', { app: data.chat.name })}:{' '}
                {data.chat.link ? (
                  <a
                    className="text-white underline-offset-2 hover:underline"
                    href={data.chat.link}
                    target="_blank"
                    rel="noopener"
                    dir="ltr"
                    translate="no"
                  >
                    {data.chat.handle}
                  </a>
                ) : (
                  // WeChat has no chat link: the ID is searched in the app
                  <span className="text-white" dir="ltr" translate="no">
                    {data.chat.handle}
                  </span>
                )}
              </li>
            )}
            <li>
              {t('footer.contact.phone')}:{' '}
              <a
                className="text-white underline-offset-2 hover:underline"
                href={`tel:${dialableNumber(SUPPORT_PHONE)}`}
                dir="ltr"
              >
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>{t('footer.supportHours', { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes })}</li>
          </ul>
        </div>
        <nav aria-label={t('nav.label')} className="flex flex-col gap-2 text-sm">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.key} to={link.to} className="hover:text-white" data-track={`footer.${link.key}`}>
              {t(`nav.${link.key}`)}
            </Link>
          ))}
        </nav>
        <FooterDownloads clients={data.clients} device={data.device} origin={data.origin} onRefused={refused} />
        <SubscribeForm language={language} />
      </div>
      {data.friendshipLinks.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
          <h2 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {t('footer.friendshipLinks')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="friendship-links">
            {data.friendshipLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener"
                  // WCAG 2.2 target size: each link at least 24 px square, whatever its text
                  className="inline-flex min-h-6 min-w-6 items-center hover:text-white"
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col items-center gap-3 border-t border-white/10 py-6 text-xs text-slate-400">
        <MobileLanguagePicker language={language} />
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
