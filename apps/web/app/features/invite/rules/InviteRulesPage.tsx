import type { Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { PROGRAMME_PAGES, type ProgrammeTerms } from '../programme/programme';
import { ProgrammeRules } from './ProgrammeRules';

export interface InviteRulesPageProps {
  language: Language;
  terms: ProgrammeTerms;
  email: string;
}

/** /invite/rule and /invite/xh-share/rules: a programme's rules from its real terms, for anyone. */
export function InviteRulesPage({ language, terms, email }: InviteRulesPageProps) {
  const { t } = useTranslation('invite-terms');
  const product = terms.product.name;
  const paths = PROGRAMME_PAGES[terms.programme];
  const link = 'font-semibold text-brand-700 underline';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-balance text-slate-900 [word-break:keep-all] sm:text-3xl">
        {t('title', { product })}
      </h1>
      <p className="mt-2 text-slate-600">{t('subtitle', { product })}</p>
      {!terms.enabled && (
        <p
          role="note"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
          data-testid="programme-off"
        >
          {t('off')}
        </p>
      )}
      <div className="mt-8">
        <ProgrammeRules language={language} terms={terms} email={email} />
      </div>
      <nav aria-label={t('links.mine')} className="mt-10 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6">
        <Link to={paths.home} className={link} data-testid="rules-home">
          {terms.programme === 'xh' ? t('links.xhShare') : t('links.mine')}
        </Link>
        <Link to="/invite-intro" className={link}>
          {t('links.intro')}
        </Link>
      </nav>
    </div>
  );
}
