import { editionRefusal, formatPrice, type Language, message } from '@tallybook/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { loginHref } from '../../lib/login-link';
import { durationLabel } from '../../lib/sku-label';
import { Button } from '../../ui/Button';
import { LicencePanel } from './LicencePanel';
import type { EditionLevel, IntroduceSection, Licence, ServiceDetail as Service, Sku } from './mall-api';

const option = (chosen: boolean) =>
  `flex cursor-pointer flex-col rounded-xl p-4 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
    chosen ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-200 hover:ring-brand-300'
  }`;

/** Why an edition cannot be bought by this licence holder, on the edition itself; nothing if it can. */
function EditionRefusal({
  licence,
  level,
  language,
}: {
  licence: Licence | null;
  level: EditionLevel;
  language: Language;
}) {
  const refusal = editionRefusal(licence, level);
  if (!refusal) return null;
  return (
    <span className="mt-1 text-sm text-amber-700" data-testid="edition-refusal">
      {message(language, refusal)}
    </span>
  );
}

/** A duration's price: the campaign's, with the usual one struck through, where a campaign covers it. */
function SkuPrice({
  sku,
  campaignPrice,
  language,
}: {
  sku: Sku;
  campaignPrice: number | undefined;
  language: Language;
}) {
  if (campaignPrice === undefined)
    return <span className="mt-1 text-sm text-slate-700">{formatPrice(sku.price, language)}</span>;
  return (
    <span className="mt-1 text-sm" data-testid="sku-campaign-price" data-fen={campaignPrice}>
      <span className="font-semibold text-brand-700">{formatPrice(campaignPrice, language)}</span>{' '}
      <s className="text-slate-500">{formatPrice(sku.price, language)}</s>
    </span>
  );
}

/** Subscriptions first, shortest first; the perpetual buyout last. */
function orderSkus(skus: Sku[]): Sku[] {
  return [...skus].sort((a, b) => a.subscribeType - b.subscribeType || (a.months ?? 0) - (b.months ?? 0));
}

export interface ServiceDetailProps {
  service: Service;
  sections: IntroduceSection[];
  level: EditionLevel;
  skuId: number | null;
  loggedIn: boolean;
  licence: Licence | null;
  /** issue 64: the campaign the visitor came from, and its price of each SKU it covers (fen). */
  campaign?: { alias: string; prices: Record<number, number> } | null;
  language: Language;
}

/** A service's page: choose edition and duration, see the price, buy; a licence holder upgrades or adds. */
export function ServiceDetail({
  service,
  sections,
  level,
  skuId,
  loggedIn,
  licence,
  campaign = null,
  language,
}: ServiceDetailProps) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const [chosenLevel, setChosenLevel] = useState<EditionLevel>(level);
  const skus = orderSkus(service.skus.filter((sku) => sku.level === chosenLevel));
  const [chosenSkuId, setChosenSkuId] = useState<number | null>(skuId);
  const sku = skus.find((each) => each.skuId === chosenSkuId) ?? skus[0];
  const edition = service.editions.find((each) => each.level === chosenLevel);
  // what the server would refuse at Submit is said on the edition itself, before the click
  const refusal = editionRefusal(licence, chosenLevel);

  // issue 16: a coupon the visitor came with (the invite welcome's link) is chosen first at checkout
  const [params] = useSearchParams();
  const coupon = params.get('coupon') ?? '';
  const withCoupon = /^\d{1,12}$/.test(coupon) ? `&coupon=${coupon}` : '';
  // issue 64: a campaign's price, for a SKU it covers, bought new (a campaign price is for a first purchase)
  const campaignPrice = (each: Sku | undefined) =>
    each && campaign && !(licence && !licence.trial) ? campaign.prices[each.skuId] : undefined;
  const atCampaign = campaignPrice(sku) !== undefined && campaign ? `&campaign=${campaign.alias}` : '';

  const buy = () => {
    if (!sku) return;
    // a paid licence is renewed (extended from its expiry); anyone else buys it new
    const kind = licence && !licence.trial ? 'renew' : 'new';
    const checkout = `/order/check?kind=${kind}&skuId=${sku.skuId}&quantity=1${atCampaign || withCoupon}`;
    if (!loggedIn) {
      // back to this page, with the same choice, once logged in or registered
      const language = params.get('lang');
      const asked = language ? `&lang=${encodeURIComponent(language)}` : '';
      const here = `/mall/${service.serviceNumber}?level=${chosenLevel}&skuId=${sku.skuId}${atCampaign || withCoupon}${asked}`;
      navigate(loginHref(here));
      return;
    }
    navigate(checkout);
  };

  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-6xl">
        <nav aria-label={t('detail.breadcrumb')} className="text-sm text-slate-600">
          <Link to="/mall" className="hover:underline">
            {t('home.title')}
          </Link>
          <span aria-hidden="true" className="mx-2">
            /
          </span>
          <span>{service.name}</span>
        </nav>
        <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="service-title" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
            <h1 id="service-title" className="text-3xl font-bold text-slate-900">
              {service.name}
            </h1>
            <p className="mt-2 text-slate-600">{service.description}</p>

            <fieldset className="mt-8">
              <legend className="text-sm font-semibold text-slate-900">{t('detail.edition')}</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {service.editions.map((each) => (
                  <label key={each.level} className={option(each.level === chosenLevel)}>
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="edition"
                        value={each.level}
                        checked={each.level === chosenLevel}
                        onChange={() => {
                          setChosenLevel(each.level);
                          setChosenSkuId(null);
                        }}
                        className="accent-brand-600"
                      />
                      <span className="font-semibold text-slate-900">{each.name}</span>
                    </span>
                    <span className="mt-1 text-sm text-slate-600">
                      {t('limits.summary', { users: each.includedUsers, stores: each.includedStores })}
                    </span>
                    <EditionRefusal licence={licence} level={each.level} language={language} />
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className="mt-8">
              <legend className="text-sm font-semibold text-slate-900">{t('detail.duration')}</legend>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {skus.map((each) => (
                  <label key={each.skuId} className={option(each.skuId === sku?.skuId)} data-testid="sku-option">
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="sku"
                        value={each.skuId}
                        checked={each.skuId === sku?.skuId}
                        onChange={() => setChosenSkuId(each.skuId)}
                        className="accent-brand-600"
                      />
                      <span className="font-semibold text-slate-900">{durationLabel(t, each)}</span>
                    </span>
                    <SkuPrice sku={each} campaignPrice={campaignPrice(each)} language={language} />
                  </label>
                ))}
              </div>
            </fieldset>

            {edition && (
              <div className="mt-8 rounded-xl bg-slate-50 p-5">
                <h2 className="text-sm font-semibold text-slate-900">{t('detail.limits')}</h2>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-500">{t('limits.users')}</dt>
                    <dd className="text-lg font-bold text-slate-900">{edition.includedUsers}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('limits.stores')}</dt>
                    <dd className="text-lg font-bold text-slate-900">{edition.includedStores}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('limits.extraUsers')}</dt>
                    <dd className="font-semibold text-slate-900">
                      {t('limits.perYear', { price: formatPrice(service.extras.userAnnualPrice, language) })}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('limits.extraStores')}</dt>
                    <dd className="font-semibold text-slate-900">
                      {edition.canBuyExtraStores
                        ? t('limits.perYear', { price: formatPrice(service.extras.storeAnnualPrice, language) })
                        : t('limits.notForBasic')}
                    </dd>
                  </div>
                </dl>
                {edition.features.length > 0 && (
                  <ul className="mt-4 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                    {edition.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <span aria-hidden="true" className="text-emerald-600">
                          ✓
                        </span>
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </section>

          <aside className="space-y-6">
            <section
              aria-labelledby="price-title"
              className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 lg:sticky lg:top-24"
            >
              <h2 id="price-title" className="text-sm font-semibold text-slate-600">
                {t('detail.price')}
              </h2>
              {sku ? (
                <>
                  {campaignPrice(sku) !== undefined && (
                    <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="campaign-price-note">
                      {t('detail.campaignPrice')}
                    </p>
                  )}
                  <p
                    className="mt-2 text-3xl font-extrabold text-slate-900"
                    data-testid="sku-price"
                    data-fen={campaignPrice(sku) ?? sku.price}
                  >
                    {formatPrice(campaignPrice(sku) ?? sku.price, language)}
                  </p>
                  {campaignPrice(sku) !== undefined ? (
                    <p className="mt-1 text-sm text-slate-500">
                      {t('detail.listPrice')} <s>{formatPrice(sku.price, language)}</s>
                    </p>
                  ) : (
                    sku.listPrice > sku.price && (
                      <p className="mt-1 text-sm text-slate-500">
                        {t('detail.listPrice')} <s>{formatPrice(sku.listPrice, language)}</s>
                      </p>
                    )
                  )}
                  <p className="mt-2 text-sm text-slate-600">
                    {edition?.name} · {durationLabel(t, sku)}
                  </p>
                  <Button
                    onClick={buy}
                    size="lg"
                    block
                    className="mt-6"
                    disabled={refusal !== undefined}
                    aria-describedby={refusal ? 'buy-refusal' : undefined}
                  >
                    {licence && !licence.trial && licence.level === chosenLevel
                      ? t('detail.renew')
                      : t('detail.buyNow')}
                  </Button>
                  {refusal && (
                    <p id="buy-refusal" className="mt-2 text-sm text-amber-700" role="note">
                      {message(language, refusal)}
                    </p>
                  )}
                  {!loggedIn && <p className="mt-2 text-xs text-slate-500">{t('detail.loginFirst')}</p>}
                </>
              ) : (
                <p className="mt-2 text-slate-600">{t('detail.noSku')}</p>
              )}
            </section>
            {licence && <LicencePanel licence={licence} service={service} language={language} />}
          </aside>
        </div>

        {sections.length > 0 && (
          <section
            aria-labelledby="introduce-title"
            className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="introduce-title" className="text-xl font-bold text-slate-900">
              {t('detail.introduce')}
            </h2>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              {sections.map((section) => (
                <article key={section.title}>
                  <h3 className="font-semibold text-slate-900">{section.title}</h3>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{section.body}</p>
                </article>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
