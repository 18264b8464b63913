import { formatPrice, type Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { CopyButton } from '../../../ui/CopyButton';
import { ProgrammeBalances, ProgrammeTotals } from '../programme/ProgrammeFigures';
import { PROGRAMME_PAGES } from '../programme/programme';
import { PosterPanel } from './PosterPanel';
import type { XhShareData } from './share-data';

const linkStyle = 'font-semibold text-brand-700 underline';

/**
 * /invite/xh-share (issue 16): the second product's invite programme (Tallybook POS, ZHJXH): what it
 * pays by its own terms, the user's totals and balances in it, its poster and link, and its rewards
 * and rules pages.
 */
export function XhSharePage({ language, kit, registerUrl, terms, total, award }: XhShareData & { language: Language }) {
  const { t } = useTranslation('invite-share');
  const money = (fen: number) => formatPrice(fen, language);
  const paths = PROGRAMME_PAGES.xh;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <p>
        <Link to="/invite" className="text-sm font-semibold text-brand-700 underline" data-testid="share-back">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{' '}
          {t('links.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('xh.title', { product: kit.product })}</h1>
      <p className="mt-2 text-slate-600" data-testid="xh-terms">
        {t('xh.subtitle', {
          product: kit.product,
          register: money(terms.terms.registerAwardFen),
          firstOrder: money(terms.terms.firstOrderAwardFen),
          coupon: money(terms.terms.inviteeCoupon.valueFen),
        })}
      </p>
      {!terms.enabled && (
        <p
          role="note"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
          data-testid="xh-off"
        >
          {t('xh.off')}
        </p>
      )}

      <section aria-labelledby="xh-totals" className="mt-6" data-testid="xh-totals">
        <h2 id="xh-totals" className="text-lg font-semibold text-slate-900">
          {t('totals.title')}
        </h2>
        <ProgrammeTotals
          total={total}
          language={language}
          labels={{ invited: t('totals.invited'), paidFriends: t('totals.paidFriends'), earned: t('totals.earned') }}
          testId="xh-total"
        />
        <ProgrammeBalances
          balances={award}
          language={language}
          label={(key) => t(`balances.${key}`)}
          testId="xh-balance"
          className="mt-3"
        />
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.rewards} className={linkStyle} data-testid="xh-rewards-link">
            {t('links.xhRewards')}
          </Link>
          <Link to={paths.rules} className={linkStyle} data-testid="xh-rules-link">
            {t('links.xhRules')}
          </Link>
        </p>
      </section>

      <PosterPanel kit={kit} />

      <section
        aria-labelledby="xh-register"
        className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
        data-testid="xh-register"
      >
        <h2 id="xh-register" className="text-lg font-semibold text-slate-900">
          {t('xh.registerLink')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('xh.registerHint')}</p>
        <p
          dir="ltr"
          className="mt-2 break-all rounded-md bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800 ring-1 ring-slate-200"
          data-testid="xh-register-link"
        >
          {registerUrl}
        </p>
        <div className="mt-2">
          <CopyButton text={registerUrl} label={t('xh.registerLink')} namespace="invite-home" />
        </div>
      </section>
    </div>
  );
}
