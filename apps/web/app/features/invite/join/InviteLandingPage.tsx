import type { Language } from '@tallybook/domain';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { createHttpClient } from '../../../lib/http';
import { rememberInvitee } from '../../../lib/invitee-storage';
import { buttonStyle } from '../../../ui/Button';
import { PROGRAMME_PAGES } from '../programme/programme';
import { CONTINUE_IN_BROWSER, type InviteProgramme, type InviteTerms } from './invite-join-data';
import { WelcomeCoupon } from './WelcomeCoupon';

export interface InviteLandingPageProps {
  language: Language;
  programme: InviteProgramme;
  code: string;
  terms: InviteTerms;
  /** "Open the app": the store page of the app for this phone, or the product's download page. */
  appLink: { href: string; store: string };
  /** The registration carrying the code (and the programme). */
  registerHref: string;
}

/**
 * /invite/middle and /invite/xh-share/shared: the page a shared invite link opens. Who invites the
 * visitor, the welcome coupon offered, and two ways on: the app, or registering in the browser.
 */
export function InviteLandingPage({ language, programme, code, terms, appLink, registerHref }: InviteLandingPageProps) {
  const { t } = useTranslation('invite-join');
  // a fetcher's form (as the site's other forms): without JavaScript it posts as a plain form
  const going = useFetcher();
  const { inviter, product, enabled } = terms;
  const coupon = terms.terms.inviteeCoupon;
  const offered = enabled && inviter !== null && coupon.valueFen > 0;
  const external = /^https?:\/\//.test(appLink.href);

  // spec §3: the invitee info is kept in local storage, merged with what was kept before
  useEffect(() => {
    if (inviter) rememberInvitee({ inviteCode: inviter.code, inviteProgramme: programme, inviter: inviter.nickname });
  }, [inviter, programme]);

  return (
    <div data-testid="invite-join-page" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
        <p className="text-sm font-semibold text-brand-700" data-testid="landing-product">
          {product.name}
        </p>
        {inviter ? (
          <>
            <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="landing-title">
              {t('landing.invitedBy', { name: `\u2068${inviter.nickname}\u2069`, product: product.name })}
            </h1>
            <p className="mt-3 text-slate-600">{t(`landing.about.${programme}`)}</p>
          </>
        ) : (
          <>
            <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="landing-title">
              {t('landing.notFound.title')}
            </h1>
            <p className="mt-3 text-slate-600" data-testid="invite-not-found">
              {code ? t('landing.notFound.unknown', { code }) : t('landing.notFound.missing')}
            </p>
          </>
        )}

        {!enabled && (
          <p
            role="note"
            className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
            data-testid="programme-off"
          >
            {t('programmeOff')}
          </p>
        )}

        {offered && (
          <section aria-labelledby="offer" className="mt-6">
            <h2 id="offer" className="text-lg font-semibold text-slate-900">
              {t('landing.offer')}
            </h2>
            <div className="mt-3">
              <WelcomeCoupon
                language={language}
                valueFen={coupon.valueFen}
                minSpendFen={coupon.minSpendFen}
                validDays={coupon.validDays}
              />
            </div>
          </section>
        )}

        <div className="mt-8 flex flex-col gap-3">
          <a
            href={appLink.href}
            {...(external && { target: '_blank', rel: 'noopener' })}
            className={buttonStyle({ size: 'lg', block: true })}
            data-testid="open-app"
            data-store={appLink.store}
            onClick={() => {
              // the step is logged (outliving the page it leaves); the link itself opens the app or its store page
              if (!inviter) return;
              void createHttpClient({ language }).post(
                '/recommend/activity/log',
                { code: inviter.code, activity: PROGRAMME_PAGES[programme].landing.slice(1), action: 'open-app' },
                { keepalive: true },
              );
            }}
          >
            {t('landing.openApp')}
          </a>
          {inviter ? (
            <going.Form method="post">
              <input type="hidden" name="intent" value={CONTINUE_IN_BROWSER} />
              <button
                type="submit"
                disabled={going.state !== 'idle'}
                className={buttonStyle({ variant: 'outline', size: 'lg', block: true })}
                data-testid="continue-in-browser"
              >
                {t('landing.continue')}
              </button>
            </going.Form>
          ) : (
            <Link
              to={registerHref}
              className={buttonStyle({ variant: 'outline', size: 'lg', block: true })}
              data-testid="continue-in-browser"
            >
              {t('landing.registerAlone')}
            </Link>
          )}
          <p className="text-center text-sm text-slate-600">
            {t(`landing.appHint.${appLink.store === 'download' ? 'download' : 'store'}`)}
          </p>
        </div>
      </div>
    </div>
  );
}
