import { useTranslation } from '../../../i18n/react';
import { PARTNER_APPLY_PATH, PARTNER_LOGIN_PATH } from './partner-links';

/** "Apply now" and "Partner login", on a light or a dark background. */
export function PartnerActions({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('join-agent');
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={PARTNER_APPLY_PATH}
        className={`rounded-lg px-5 py-3 font-semibold shadow ${
          tone === 'dark'
            ? 'bg-accent-400 text-brand-900 hover:bg-accent-500 focus-visible:outline-white!'
            : 'bg-brand-600 text-white hover:bg-brand-700'
        }`}
      >
        {t('hero.apply')}
      </a>
      <a
        href={PARTNER_LOGIN_PATH}
        className={`rounded-lg px-5 py-3 font-semibold ${
          tone === 'dark'
            ? 'text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white!'
            : 'bg-white text-brand-700 ring-1 ring-brand-100 hover:ring-brand-500'
        }`}
      >
        {t('hero.login')}
      </a>
    </div>
  );
}
