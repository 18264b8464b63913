import {
  EDITION_CODES,
  EDITIONS,
  type EditionCode,
  FREE_TRIAL_DAYS,
  formatPrice,
  type Language,
  type MallSku,
  type ServiceDetail,
  TRIAL_DATA_RETENTION_DAYS,
} from '@tallybook/domain';
import { useTranslation } from '../../i18n/react';
import { durationLabel } from '../../lib/sku-label';

export type BuyHref = (edition: EditionCode, skuId?: number) => string;

const FAQ_COUNT = 5;

function Check({ ok }: { ok: boolean }) {
  return (
    <span aria-hidden="true" className={ok ? 'text-emerald-600' : 'text-slate-400'}>
      {ok ? '✓' : '✗'}
    </span>
  );
}

/** The edition's durations from the catalogue, shortest first, the perpetual licence last. */
function skusOf(catalogue: ServiceDetail, code: EditionCode): MallSku[] {
  return catalogue.skus
    .filter((sku) => sku.level === code)
    .sort((a, b) => a.subscribeType - b.subscribeType || (a.months ?? 0) - (b.months ?? 0));
}

/** The catalogue's prices of one edition: each duration with its price, each a way into the mall. */
function EditionPrices({
  code,
  catalogue,
  language,
  buyHref,
  featured,
}: {
  code: EditionCode;
  catalogue: ServiceDetail;
  language: Language;
  buyHref: BuyHref;
  featured: boolean;
}) {
  const { t } = useTranslation('price');
  const offer = catalogue.editions.find((each) => each.level === code);
  const skus = skusOf(catalogue, code);
  const muted = featured ? 'text-brand-100' : 'text-slate-500';
  return (
    <div className="mt-6" data-testid={`prices-${code}`}>
      {offer && (
        <p className="text-2xl font-extrabold sm:text-3xl" data-testid="from-price" data-fen={offer.fromPrice}>
          <bdi>{t('prices.from', { price: formatPrice(offer.fromPrice, language) })}</bdi>
        </p>
      )}
      <h3 className={`mt-4 text-xs font-semibold ${muted}`}>{t('prices.title')}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {skus.map((sku) => (
          <li key={sku.skuId} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <a
              href={buyHref(code, sku.skuId)}
              className={`whitespace-nowrap underline-offset-2 hover:underline ${featured ? 'text-white' : 'text-brand-700'}`}
            >
              {durationLabel((key, values) => t(`prices.${key}`, values), sku)}
            </a>
            <span
              className="ms-auto flex flex-wrap items-baseline justify-end gap-x-2 font-semibold"
              data-testid="sku-price"
              data-fen={sku.price}
            >
              {sku.listPrice > sku.price && (
                <s className={`whitespace-nowrap text-xs font-normal ${muted}`}>
                  <bdi>{t('prices.listPrice', { price: formatPrice(sku.listPrice, language) })}</bdi>
                </s>
              )}
              <bdi className="whitespace-nowrap">{formatPrice(sku.price, language)}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditionCard({
  code,
  buyHref,
  catalogue,
  language,
}: {
  code: EditionCode;
  buyHref: BuyHref;
  catalogue: ServiceDetail | null;
  language: Language;
}) {
  const { t } = useTranslation('price');
  const edition = EDITIONS[code];
  const featured = code === 'professional';
  const name = t(`editions.${code}.name`);
  const features = t(`editions.${code}.features`, { returnObjects: true }) as string[];
  return (
    <article
      aria-labelledby={`edition-${code}`}
      className={`relative flex flex-col rounded-2xl p-8 ${
        featured ? 'bg-brand-900 text-white shadow-xl ring-2 ring-brand-500' : 'bg-white ring-1 ring-slate-200'
      }`}
    >
      {featured && (
        <p className="absolute -top-3 start-8 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-900">
          {t('editions.recommended')}
        </p>
      )}
      <h2 id={`edition-${code}`} className="text-2xl font-bold">
        {name}
      </h2>
      <p className={`mt-2 text-sm ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
        {t(`editions.${code}.summary`)}
      </p>
      {catalogue ? (
        <EditionPrices code={code} catalogue={catalogue} language={language} buyHref={buyHref} featured={featured} />
      ) : (
        <p className={`mt-6 text-sm ${featured ? 'text-brand-100' : 'text-slate-600'}`} role="status">
          {t('prices.unavailable')}
        </p>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-4 border-y border-current/15 py-6">
        <div>
          <dt className={`text-xs ${featured ? 'text-brand-100' : 'text-slate-500'}`}>{t('editions.stores')}</dt>
          <dd className="text-3xl font-extrabold">{edition.includedStores}</dd>
        </div>
        <div>
          <dt className={`text-xs ${featured ? 'text-brand-100' : 'text-slate-500'}`}>{t('editions.users')}</dt>
          <dd className="text-3xl font-extrabold">{edition.includedUsers}</dd>
        </div>
        <div>
          <dt className={`text-xs ${featured ? 'text-brand-100' : 'text-slate-500'}`}>{t('editions.extraUsers')}</dt>
          <dd className="text-sm font-semibold">
            <Check ok={edition.canBuyExtraUsers} />{' '}
            {edition.canBuyExtraUsers
              ? catalogue
                ? t('prices.perYear', { price: formatPrice(catalogue.extras.userAnnualPrice, language) })
                : t('editions.canBuy')
              : t('editions.cannotBuy')}
          </dd>
        </div>
        <div>
          <dt className={`text-xs ${featured ? 'text-brand-100' : 'text-slate-500'}`}>{t('editions.extraStores')}</dt>
          <dd className="text-sm font-semibold">
            <Check ok={edition.canBuyExtraStores} />{' '}
            {edition.canBuyExtraStores
              ? catalogue
                ? t('prices.perYear', { price: formatPrice(catalogue.extras.storeAnnualPrice, language) })
                : t('editions.canBuy')
              : t('editions.cannotBuy')}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check ok />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={buyHref(code)}
          data-edition={code}
          className={`rounded-lg px-5 py-3 text-sm font-semibold shadow-sm ${
            featured ? 'bg-accent-400 text-brand-900 hover:bg-accent-500' : 'bg-brand-600 text-white hover:bg-brand-700'
          }`}
        >
          {t('editions.buy', { edition: name })}
        </a>
        <a
          href="/login?register=1"
          className={`rounded-lg px-5 py-3 text-sm font-semibold ${
            featured
              ? 'text-white ring-1 ring-white/40 hover:bg-white/10'
              : 'text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50'
          }`}
        >
          {t('editions.trial')}
        </a>
      </div>
    </article>
  );
}

/**
 * spec §1: the two editions side by side with the catalogue's prices (the mall charges the same), the
 * free trial, one-click upgrade, and an FAQ. Without the catalogue the page says where prices are.
 */
export function PricingPage({
  buyHref,
  catalogue,
  language,
}: {
  buyHref: BuyHref;
  catalogue: ServiceDetail | null;
  language: Language;
}) {
  const { t } = useTranslation('price');
  const days = { days: FREE_TRIAL_DAYS, keepDays: TRIAL_DATA_RETENTION_DAYS };
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 text-lg text-slate-600">{t('hero.subtitle', days)}</p>
        </div>
      </section>
      <section className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 md:grid-cols-2" data-testid="editions">
        {EDITION_CODES.map((code) => (
          <EditionCard key={code} code={code} buyHref={buyHref} catalogue={catalogue} language={language} />
        ))}
      </section>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <div className="rounded-2xl bg-emerald-50 p-8" id="trial">
          <h2 className="text-xl font-bold text-emerald-900">{t('trial.title', days)}</h2>
          <p className="mt-3 text-slate-700">{t('trial.body', days)}</p>
        </div>
        <div className="rounded-2xl bg-brand-50 p-8" id="upgrade">
          <h2 className="text-xl font-bold text-brand-900">{t('upgrade.title')}</h2>
          <p className="mt-3 text-slate-700">{t('upgrade.body')}</p>
        </div>
      </section>
      <section aria-labelledby="faq-title" id="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-title" className="text-2xl font-bold text-brand-900">
          {t('faq.title')}
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
          {Array.from({ length: FAQ_COUNT }, (_, index) => index + 1).map((n) => (
            <details key={n} className="group px-6 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {t(`faq.q${n}`)}
                <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-slate-600">{t(`faq.a${n}`, days)}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
