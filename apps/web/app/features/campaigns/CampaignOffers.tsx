import { dealAmount, formatPrice, type Language } from '@tallybook/domain';
import { createContext, type FormEvent, useContext, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import type { CampaignActionResult, CampaignOffers as Offers } from './campaign-offers';
import { loginLink } from './campaign-offers';
import { LotteryWheel, SECTOR_SWATCHES, sectorColour } from './LotteryWheel';

const panel = 'mx-auto max-w-3xl px-4 pt-10 pb-2 sm:px-6';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** One fetcher for the page's forms: they post to the route's action, and work without JavaScript too. */
type Fetcher = ReturnType<typeof useFetcher<CampaignActionResult>>;
const FetcherContext = createContext<Fetcher | null>(null);

function ActionForm({
  intent,
  couponId,
  children,
  className,
}: {
  intent: string;
  couponId?: number;
  children: string;
  className: string;
}) {
  const fetcher = useContext(FetcherContext);
  if (!fetcher) return null;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {couponId !== undefined && <input type="hidden" name="couponId" value={couponId} />}
      <button type="submit" className={className} disabled={busy}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * "Share for one more draw": with JavaScript, the phone's share sheet (the Web Share API) opens on this
 * page's address, and the draw is granted once the sheet says it was shared; a browser without one
 * copies the address and says so. Cancelling the sheet grants nothing. Without JavaScript the form
 * posts as it is (the server cannot see a share either way, and grants one per period).
 */
function ShareForm() {
  const fetcher = useContext(FetcherContext);
  const { t } = useTranslation('campaign');
  const [copied, setCopied] = useState(false);
  if (!fetcher) return null;
  const busy = fetcher.state !== 'idle';
  const grant = () => fetcher.submit({ intent: 'share' }, { method: 'post' });
  const share = async (event: FormEvent<HTMLFormElement>) => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      event.preventDefault();
      try {
        await navigator.share({ title: document.title, url });
      } catch {
        return; // cancelled, or the sheet failed: nothing was shared
      }
      await grant();
      return;
    }
    if (navigator.clipboard) {
      event.preventDefault();
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
      } catch {
        // the clipboard refused: the draw is still the user's to share by hand
      }
      await grant();
    }
  };
  return (
    <fetcher.Form method="post" onSubmit={share}>
      <input type="hidden" name="intent" value="share" />
      <button type="submit" className={secondary} disabled={busy}>
        {t('lottery.share')}
      </button>
      {copied && (
        <span role="status" className="ms-3 text-sm text-slate-700" data-testid="share-copied">
          {t('lottery.linkCopied')}
        </span>
      )}
    </fetcher.Form>
  );
}

/** A campaign that has not started or is over: said once, and nothing to act on. */
function Closed({ status, startsAt, language }: { status: string; startsAt: string; language: Language }) {
  const { t } = useTranslation('campaign');
  if (status === 'upcoming')
    return <p role="status">{t('offer.upcoming', { date: formatDate(language, startsAt) })}</p>;
  return <p role="status">{t('offer.ended')}</p>;
}

function Outcome({ result }: { result: CampaignActionResult | undefined }) {
  const { t } = useTranslation('campaign');
  if (!result) return null;
  if (!result.ok)
    return (
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
        {result.message}
      </p>
    );
  const text =
    result.intent === 'draw'
      ? result.won
        ? t('lottery.won', { prize: result.prizeName })
        : t('lottery.nothing')
      : result.intent === 'share'
        ? t('lottery.shared', { count: result.chancesLeft })
        : t('coupons.claimed');
  return (
    <p role="status" data-testid="campaign-outcome" className="mt-4 rounded-lg bg-emerald-50 p-3 text-emerald-900">
      {text}
      {((result.intent === 'draw' && result.won) || result.intent === 'claim') && (
        <>
          {' '}
          <Link to="/mall" className="font-semibold underline">
            {t('coupons.useInMall')}
          </Link>
        </>
      )}
    </p>
  );
}

function LotteryPanel({
  lottery,
  records,
  result,
  language,
}: Pick<Offers, 'records'> & {
  lottery: NonNullable<Offers['lottery']>;
  result: CampaignActionResult | undefined;
  language: Language;
}) {
  const { t } = useTranslation('campaign');
  const { pathname, search } = useLocation();
  const running = lottery.status === 'running';
  const inStock = lottery.prizes.some((prize) => prize.kind !== 'nothing' && (prize.stockLeft ?? 1) > 0);
  const chances = lottery.chances;
  return (
    <section aria-labelledby="lottery-title" className={panel} data-testid="campaign-lottery">
      <h2 id="lottery-title" className="text-2xl font-bold">
        {t('lottery.title')}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <LotteryWheel prizes={lottery.prizes} draw={result?.intent === 'draw' && result.ok ? result : null} />
        <ul className="grid w-full gap-2 sm:grid-cols-2">
          {lottery.prizes.map((prize, index) => (
            <li
              key={prize.prizeId}
              className="flex flex-wrap items-center gap-x-2 rounded-lg border border-slate-200 p-3"
            >
              <span
                aria-hidden="true"
                className={`size-3 shrink-0 rounded-full ${SECTOR_SWATCHES[sectorColour(index, lottery.prizes.length)]}`}
              />
              <span className="font-semibold">{prize.name}</span>
              {prize.stockLeft !== null && (
                <span className="text-sm text-slate-600">
                  {prize.stockLeft > 0 ? t('lottery.left', { count: prize.stockLeft }) : t('lottery.gone')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <h3 className="mt-6 font-semibold">{t('rules')}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
        {lottery.rules.text.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6">
        {!running ? (
          <Closed status={lottery.status} startsAt={lottery.startsAt} language={language} />
        ) : !chances ? (
          <Link to={loginLink(`${pathname}${search}`)} className={button}>
            {t('loginToDraw')}
          </Link>
        ) : !inStock ? (
          <p role="status">{t('lottery.allGone')}</p>
        ) : (
          <>
            <p data-testid="lottery-chances">{t('lottery.chances', { count: chances.left })}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              {chances.left > 0 && (
                <ActionForm intent="draw" className={button}>
                  {t('lottery.draw')}
                </ActionForm>
              )}
              {chances.shareAvailable && <ShareForm />}
            </div>
            {chances.left === 0 && !chances.shareAvailable && <p className="mt-3">{t('lottery.noChances')}</p>}
          </>
        )}
        <Outcome result={result?.intent === 'claim' ? undefined : result} />
      </div>
      {records && (
        <>
          <h3 className="mt-8 font-semibold">{t('lottery.records')}</h3>
          {records.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('lottery.noRecords')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200" data-testid="lottery-records">
              {records.map((record) => (
                <li key={record.drawId} className="flex justify-between gap-4 py-2">
                  <span>{record.won ? record.prizeName : t('lottery.nothingShort')}</span>
                  <span className="text-sm text-slate-600">{formatDate(language, record.drawnAt, 'medium')}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function CouponsPanel({
  coupons,
  result,
  language,
}: {
  coupons: NonNullable<Offers['coupons']>;
  result: CampaignActionResult | undefined;
  language: Language;
}) {
  const { t } = useTranslation('campaign');
  const { pathname, search } = useLocation();
  const running = coupons.status === 'running';
  return (
    <section aria-labelledby="coupons-title" className={panel} data-testid="campaign-coupons">
      <h2 id="coupons-title" className="text-2xl font-bold">
        {t('coupons.title')}
      </h2>
      {!running && (
        <div className="mt-4">
          <Closed status={coupons.status} startsAt={coupons.startsAt} language={language} />
        </div>
      )}
      <ul className="mt-4 grid gap-3">
        {coupons.coupons.map((coupon) => {
          const mine = coupons.mine?.find((each) => each.couponId === coupon.couponId);
          const claimed = mine !== undefined && mine.state !== 'unclaimed';
          const gone = coupon.stockLeft === 0;
          const terms =
            coupon.kind === 'percent'
              ? t('coupons.percent', { value: coupon.value })
              : coupon.minSpendFen > 0
                ? t('coupons.deal', {
                    min: dealAmount(coupon.minSpendFen, language),
                    amount: dealAmount(coupon.value, language),
                  })
                : t('coupons.fixed', { amount: formatPrice(coupon.value, language) });
          return (
            <li key={coupon.couponId} className="rounded-lg border border-slate-200 p-4">
              <p className="text-lg font-bold">{terms}</p>
              {/* a coupon named by its terms (满598减80) is not named twice */}
              {coupon.name !== terms && <p className="font-semibold">{coupon.name}</p>}
              <p className="text-sm text-slate-600">
                {/* a fixed coupon's minimum is in its deal above (满300减30) */}
                {coupon.minSpendFen === 0
                  ? `${t('coupons.noMin')} · `
                  : coupon.kind === 'percent'
                    ? `${t('coupons.minSpend', { amount: dealAmount(coupon.minSpendFen, language) })} · `
                    : ''}
                {t('coupons.validDays', { count: coupon.validDays })}
              </p>
              <div className="mt-3">
                {claimed && mine ? (
                  <p data-testid="coupon-state">
                    {t(
                      mine.state === 'used'
                        ? 'coupons.state.used'
                        : mine.state === 'expired'
                          ? 'coupons.state.expired'
                          : 'coupons.state.unused',
                      {
                        date: mine.expiresAt ? formatDate(language, mine.expiresAt) : '',
                      },
                    )}
                  </p>
                ) : gone ? (
                  <p>{t('coupons.gone')}</p>
                ) : !running ? null : coupons.mine === null ? (
                  <Link to={loginLink(`${pathname}${search}`)} className={button}>
                    {t('loginToClaim')}
                  </Link>
                ) : (
                  <ActionForm intent="claim" couponId={coupon.couponId} className={button}>
                    {t('coupons.claim')}
                  </ActionForm>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Outcome result={result?.intent === 'claim' ? result : undefined} />
    </section>
  );
}

function PromotionPanel({
  promotion,
  alias,
  language,
}: {
  promotion: NonNullable<Offers['promotion']>;
  alias: string;
  language: Language;
}) {
  const { t } = useTranslation('campaign');
  return (
    <section aria-labelledby="promotion-title" className={panel} data-testid="campaign-promotion">
      <h2 id="promotion-title" className="text-2xl font-bold">
        {t('promotion.title')}
      </h2>
      {promotion.status !== 'running' ? (
        <div className="mt-4">
          <Closed status={promotion.status} startsAt={promotion.startsAt} language={language} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {promotion.goods.map((sku) => (
            <li key={sku.skuId} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold">{sku.name}</p>
              <p className="mt-1">
                <span className="text-xl font-bold text-brand-800">{formatPrice(sku.promotionPriceFen, language)}</span>{' '}
                <span className="text-sm text-slate-600">
                  {t('promotion.was', { amount: formatPrice(sku.priceFen, language) })}
                </span>
              </p>
              {promotion.refusals?.[sku.skuId] !== undefined ? (
                <p
                  role="status"
                  data-testid="promotion-refused"
                  className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900"
                >
                  {promotion.refusals[sku.skuId] || t('promotion.unavailable')}
                </p>
              ) : (
                <Link
                  to={`/order/check?${new URLSearchParams({ kind: 'new', skuId: String(sku.skuId), quantity: '1', campaign: alias })}`}
                  className={`${button} mt-3`}
                >
                  {t('promotion.buy')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The campaign's offer by its kind: a lottery, coupons to claim, or campaign prices (issue 16). */
export function CampaignOffers({
  offers,
  alias,
  result,
  language,
}: {
  offers: Offers;
  alias: string;
  result: CampaignActionResult | undefined;
  language: Language;
}) {
  const fetcher = useFetcher<CampaignActionResult>();
  if (!offers.lottery && !offers.coupons && !offers.promotion) return null;
  // with JavaScript the fetcher's answer; without it, the action's answer on the page it rendered
  const shown = fetcher.data ?? result;
  return (
    <FetcherContext.Provider value={fetcher}>
      <div id="campaign-offer" className="bg-white text-slate-800">
        {offers.lottery && (
          <LotteryPanel lottery={offers.lottery} records={offers.records} result={shown} language={language} />
        )}
        {offers.coupons && <CouponsPanel coupons={offers.coupons} result={shown} language={language} />}
        {offers.promotion && <PromotionPanel promotion={offers.promotion} alias={alias} language={language} />}
      </div>
    </FetcherContext.Provider>
  );
}
