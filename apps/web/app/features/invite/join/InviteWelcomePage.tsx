import type { Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { PROGRAMME_PAGES } from '../programme/programme';
import type { HeldCoupon, InviteProgramme, InviteTerms } from './invite-join-data';
import { WelcomeCoupon } from './WelcomeCoupon';

/** The mall sells the main product's licence, which a shop of either product buys (the lead's contract). */
const MALL_PRODUCT = '/mall/KDZHJ01';

export interface InviteWelcomePageProps {
  language: Language;
  programme: InviteProgramme;
  terms: InviteTerms;
  phoneHide: string;
  /** The welcome coupon the user holds, or null when the invitation gave none. */
  coupon: HeldCoupon | null;
  appLink: { href: string; store: string };
}

/** /invite/register-success (and the xh one): welcome, the coupon granted, and what to do next. */
export function InviteWelcomePage({ language, programme, terms, phoneHide, coupon, appLink }: InviteWelcomePageProps) {
  const { t } = useTranslation('invite-join');
  const external = /^https?:\/\//.test(appLink.href);
  const mall = coupon
    ? `${MALL_PRODUCT}?${new URLSearchParams({ coupon: String(coupon.couponUserId) })}`
    : MALL_PRODUCT;
  return (
    <div data-testid="invite-join-page" className="bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="welcome-title">
          {t('welcome.title', { product: terms.product.name })}
        </h1>
        <p className="mt-2 text-slate-600">{t('welcome.registered', { phone: `\u2066${phoneHide}\u2069` })}</p>

        <section aria-labelledby="your-coupon" className="mt-6">
          <h2 id="your-coupon" className="text-lg font-semibold text-slate-900">
            {t('welcome.couponTitle')}
          </h2>
          {coupon ? (
            <div className="mt-3">
              <WelcomeCoupon
                language={language}
                name={coupon.name}
                valueFen={coupon.value}
                minSpendFen={coupon.minSpend}
                expiresAt={coupon.expiresAt}
              />
            </div>
          ) : (
            <p className="mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="no-welcome-coupon">
              {terms.enabled ? t('welcome.noCoupon') : t('programmeOff')}
            </p>
          )}
        </section>

        <section aria-labelledby="next-steps" className="mt-8">
          <h2 id="next-steps" className="text-lg font-semibold text-slate-900">
            {t('welcome.next')}
          </h2>
          <ol className="mt-3 space-y-3">
            <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">{t(coupon ? 'welcome.useCoupon' : 'welcome.buy')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('welcome.buyHint')}</p>
              <Link to={mall} className={`mt-3 ${buttonStyle({ block: true })}`} data-testid="use-coupon">
                {t(coupon ? 'welcome.useCouponAction' : 'welcome.buyAction')}
              </Link>
            </li>
            <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">{t('welcome.app', { product: terms.product.name })}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`landing.about.${programme}`)}</p>
              <a
                href={appLink.href}
                {...(external && { target: '_blank', rel: 'noopener' })}
                className={`mt-3 ${buttonStyle({ variant: 'outline', block: true })}`}
                data-testid="download-app"
              >
                {t('welcome.appAction')}
              </a>
              {appLink.store !== 'download' && (
                <p className="mt-2 text-center text-sm">
                  <Link to={PROGRAMME_PAGES[programme].download} className="text-brand-700 underline">
                    {t('welcome.allDownloads')}
                  </Link>
                </p>
              )}
            </li>
          </ol>
        </section>
      </div>
    </div>
  );
}
