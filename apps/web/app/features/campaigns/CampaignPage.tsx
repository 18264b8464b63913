import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tallybook/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { createHttpClient } from '../../lib/http';
import { HeroPicture } from '../../ui/HeroPicture';
import { LogoMark } from '../../ui/LogoMark';
import { CampaignOffers } from './CampaignOffers';
import { type CampaignActionResult, loginLink, type CampaignOffers as Offers } from './campaign-offers';

export interface Campaign {
  alias: string;
  title: string;
  subtitle: string;
  body: string;
  cta_text: string;
  cta_link: string;
  hero_image: string;
  ends_at: string | null;
}

const NO_OFFERS: Offers = { lottery: null, records: null, coupons: null, promotion: null, next: null };

/**
 * Logs the visit once per page view, from the channel in /:alias/:channel if any, after the page has
 * shown: the log never holds the page up, and a failed log is not the visitor's business.
 */
function useVisitLog(alias: string, channel: string | null, language: Language) {
  useEffect(() => {
    const api = createHttpClient({ language });
    const entry = { alias, event: 'visit' as const };
    void (channel
      ? api.post('/ommall/activity/channel-activity-log', { ...entry, channel }, { keepalive: true })
      : api.post('/ommall/activity/batch-log', [entry], { keepalive: true }));
  }, [alias, channel, language]);
}

/** The page's main call to action: the server's next step for this visitor (suggestion), else the template's. */
function mainAction(campaign: Campaign, offers: Offers, place: string) {
  const next = offers.next;
  // a campaign that is only its template (no lottery, coupons or prices) keeps the template's button
  if (!next || (!offers.lottery && !offers.coupons && !offers.promotion))
    return { text: campaign.cta_text, href: campaign.cta_link, step: 'template' };
  if (next.step === 'upcoming') return { text: next.text, href: null, step: next.step };
  // back to this very page (with its channel, and the language asked) after logging in
  if (next.step === 'login') return { text: next.text, href: loginLink(place), step: next.step };
  return { text: next.text, href: next.link ?? '#campaign-offer', step: next.step };
}

/** spec §2: a campaign landing page, without the site's layout; issue 16: with its offer by kind. */
export function CampaignPage({
  campaign,
  language,
  offers = NO_OFFERS,
  channel = null,
  result,
}: {
  campaign: Campaign;
  language: Language;
  offers?: Offers;
  channel?: string | null;
  result?: CampaignActionResult | undefined;
}) {
  const { t } = useTranslation('campaign');
  const { t: common } = useTranslation('common');
  const location = useLocation();
  useVisitLog(campaign.alias, channel, language);
  const cta = mainAction(campaign, offers, `${location.pathname}${location.search}`);
  const ctaButton = (where: string) =>
    cta.href === null ? (
      <p className="mt-8 text-lg font-semibold">{cta.text}</p>
    ) : (
      <a
        href={cta.href}
        data-track={`campaign.${campaign.alias}.${where}`}
        data-step={cta.step}
        className="mt-8 inline-block rounded-lg bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-white"
      >
        {cta.text}
      </a>
    );
  const withLanguage = (each: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', each);
    return `${location.pathname}?${params}`;
  };
  const ends = campaign.ends_at && formatDate(language, campaign.ends_at);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <nav aria-label={common('nav.label')} className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold">
            <LogoMark className="shrink-0" />
            {t('home')}
          </Link>
          {/* issue 64: every page leads to the invite programme; this page has no footer to do it */}
          <Link to="/invite-intro" className="inline-flex min-h-6 items-center text-sm opacity-80 hover:opacity-100">
            {common('nav.invite')}
          </Link>
        </nav>
        {/* each language name on one line; on a phone the names wrap as whole names, to the end */}
        <nav aria-label={t('language')} className="flex flex-wrap justify-end gap-x-3 gap-y-1 text-sm">
          {LANGUAGES.map((each) => (
            <Link
              key={each}
              to={withLanguage(each)}
              lang={each}
              aria-current={each === language ? 'true' : undefined}
              className="inline-flex min-h-6 items-center whitespace-nowrap opacity-80 hover:opacity-100 aria-[current]:font-semibold aria-[current]:opacity-100"
            >
              {LANGUAGE_NAMES[each]}
            </Link>
          ))}
        </nav>
      </div>
      <section className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{campaign.title}</h1>
          <p className="mt-4 text-lg text-brand-100">{campaign.subtitle}</p>
          {ctaButton('cta')}
          {ends && <p className="mt-4 text-sm text-brand-100">{t('endsOn', { date: ends })}</p>}
        </div>
        <HeroPicture src={campaign.hero_image} alt="" className="w-full" />
      </section>
      <CampaignOffers offers={offers} alias={campaign.alias} result={result} language={language} />
      <section className="flex-1 bg-white text-slate-800">
        <div
          dir="auto"
          className="rich-text mx-auto max-w-3xl px-4 py-12 sm:px-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before it is stored and sent
          dangerouslySetInnerHTML={{ __html: campaign.body }}
        />
      </section>
      {/* the page ends where it started: the offer and its button, not an empty band */}
      <section className="px-4 py-12 text-center sm:px-6" data-testid="campaign-closing">
        <p className="text-2xl font-bold">{t('closing')}</p>
        {ctaButton('cta-closing')}
        {ends && <p className="mt-4 text-sm text-brand-100">{t('endsOn', { date: ends })}</p>}
      </section>
    </div>
  );
}
