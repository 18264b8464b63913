import {
  CLIENT_TYPES,
  EDITION_CODES,
  EDITIONS,
  FREE_TRIAL_DAYS,
  type Partner,
  type ProductListItem,
} from '@tallybook/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { CLAIM_KEYS, type FormattedClaims } from '../../../lib/claims';
import { buttonStyle } from '../../../ui/Button';
import { DecorativeImage } from '../../../ui/DecorativeImage';
import { Reveal } from '../../../ui/Reveal';
import { HomeFeatures } from './HomeFeatures';
import { PartnerLogos } from './PartnerLogos';

function Hero() {
  const { t } = useTranslation('home');
  const location = useLocation();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 lg:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-600">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="/login?register=1" className={buttonStyle({ size: 'lg', className: 'shadow' })}>
            {t('hero.cta', { days: FREE_TRIAL_DAYS })}
          </a>
          <Link
            to="/price"
            className="rounded-lg border border-brand-200 bg-white px-5 py-3 font-semibold text-brand-700 hover:border-brand-500"
          >
            {t('hero.secondary')}
          </Link>
        </div>
        <Link
          to={{ search: location.search, hash: '#editions' }}
          className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('hero.editionsLink')} <span aria-hidden="true">↓</span>
        </Link>
      </div>
    </section>
  );
}

function Claims({ claims }: { claims: FormattedClaims }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="claims-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="claims-title" className="text-center text-2xl font-bold text-brand-900">
        {t('claims.title')}
      </h2>
      <dl className="mt-8 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-5" data-testid="claims">
        {CLAIM_KEYS.map((key) => (
          <div key={key} className="rounded-xl bg-slate-50 px-4 py-6">
            <dt className="text-sm text-slate-600">{t(`claims.${key}`)}</dt>
            <dd className="order-first text-2xl font-extrabold text-brand-600 sm:text-3xl">
              <bdi>{claims[key]}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Products({ products }: { products: ProductListItem[] }) {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation('common');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="products-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="products-title" className="text-2xl font-bold text-brand-900">
          {t('products.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('products.subtitle')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="products">
          {products.map((product) => (
            <li key={product.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <DecorativeImage src={product.logo} size={48} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{product.name}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{product.description}</p>
              <p className="mt-4 text-xs font-semibold text-slate-500">{t('products.availableOn')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {CLIENT_TYPES.filter((type) => (product.clients?.[type].length ?? 0) > 0).map((type) => (
                  <li key={type} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                    {common(`platforms.${type}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Editions() {
  const { t } = useTranslation('home');
  return (
    <section
      id="editions"
      aria-labelledby="editions-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <h2 id="editions-title" className="text-2xl font-bold text-brand-900">
        {t('editions.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t('editions.subtitle', { days: FREE_TRIAL_DAYS })}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2" data-testid="editions">
        {EDITION_CODES.map((code) => {
          const edition = EDITIONS[code];
          return (
            <article key={code} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-xl font-bold text-slate-900">{t(`editions.${code}.name`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`editions.${code}.summary`)}</p>
              <dl className="mt-6 grid grid-cols-2 gap-4">
                <div>
                  <dt className="text-xs text-slate-500">{t('editions.stores')}</dt>
                  <dd className="text-2xl font-bold text-brand-600">{edition.includedStores}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('editions.users')}</dt>
                  <dd className="text-2xl font-bold text-brand-600">{edition.includedUsers}</dd>
                </div>
              </dl>
              <ul className="mt-6 space-y-1 text-sm text-slate-700">
                <li>✓ {t('editions.extraUsers')}</li>
                <li>
                  {edition.canBuyExtraStores ? `✓ ${t('editions.extraStores')}` : `✗ ${t('editions.noExtraStores')}`}
                </li>
              </ul>
            </article>
          );
        })}
      </div>
      <Link to="/price" className="mt-6 inline-block font-semibold text-brand-600 hover:underline">
        {t('editions.compare')}{' '}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          →
        </span>
      </Link>
    </section>
  );
}

export interface HomePageProps {
  products: ProductListItem[];
  claims: FormattedClaims;
  partners: Partner[];
  /** The customer-cases teaser, composed by the route from the cases feature. */
  cases: ReactNode;
  /** The latest-news teaser, composed by the route from the news feature. */
  news: ReactNode;
}

export function HomePage({ products, claims, partners, cases, news }: HomePageProps) {
  return (
    <>
      <Hero />
      <Reveal>
        <Claims claims={claims} />
      </Reveal>
      <Reveal>
        <HomeFeatures />
      </Reveal>
      <Reveal>
        <Products products={products} />
      </Reveal>
      <Reveal>
        <Editions />
      </Reveal>
      <Reveal>{cases}</Reveal>
      <Reveal>
        <PartnerLogos partners={partners} />
      </Reveal>
      <Reveal>{news}</Reveal>
    </>
  );
}
