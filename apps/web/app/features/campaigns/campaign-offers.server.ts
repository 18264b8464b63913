import type { CampaignCouponTerms, Language, LotteryDraw, LotteryInfo } from '@tallybook/domain';
import { message } from '@tallybook/domain';
import { redirect } from 'react-router';
import { createHttpClient, type FetchLike } from '../../lib/http';
import {
  CAMPAIGN_INTENTS,
  type CampaignActionResult,
  type CampaignOffers,
  type CampaignPromotion,
  loginLink,
} from './campaign-offers';

const A = '/ommall/activity';

/** The campaign's lottery, coupons or campaign prices, whichever it has, and the caller's part in them. */
export async function loadCampaignOffers(
  fetch: FetchLike | undefined,
  language: Language,
  alias: string,
): Promise<CampaignOffers> {
  const api = createHttpClient({ fetch, language });
  const query = { alias };
  const [lottery, couponInfo, promotion, next] = await Promise.all([
    api.get<LotteryInfo>(`${A}/lottery-info`, { query }),
    api.get<{
      status: 'upcoming' | 'running' | 'ended';
      startsAt: string;
      endsAt: string | null;
      coupons: CampaignCouponTerms[];
    }>(`${A}/coupon-info`, { query }),
    api.get<CampaignPromotion>(`${A}/promotion-goods-info`, { query }),
    api.get<CampaignOffers['next'] & object>(`${A}/suggestion`, { query }),
  ]);
  const hasLottery = lottery.ok && lottery.data !== null;
  const hasCoupons = couponInfo.ok && couponInfo.data !== null && couponInfo.data.coupons.length > 0;
  const loggedIn = next.ok && next.data?.step !== 'login';
  const [records, mine, window] = await Promise.all([
    hasLottery && lottery.data?.chances
      ? api.get<{ list: LotteryDraw[] }>(`${A}/lottery-records`, { query: { alias, pageSize: 10 } })
      : null,
    hasCoupons && loggedIn
      ? api.get<{ coupons: NonNullable<CampaignOffers['coupons']>['mine'] }>(`${A}/coupon-status`, { query })
      : null,
    promotion.ok && promotion.data
      ? api.get<{ status: 'upcoming' | 'running' | 'ended'; startsAt: string }>(`${A}/promotion-info`, { query })
      : null,
  ]);
  const status = window?.data?.status ?? 'running';
  const refusals =
    loggedIn && status === 'running' && promotion.ok && promotion.data
      ? await promotionRefusals(api, alias, promotion.data.goods)
      : {};
  return {
    lottery: hasLottery ? lottery.data : null,
    records: records?.ok ? (records.data?.list ?? []) : null,
    coupons:
      hasCoupons && couponInfo.data
        ? { ...couponInfo.data, mine: mine?.ok ? (mine.data?.coupons ?? null) : null }
        : null,
    promotion:
      promotion.ok && promotion.data && promotion.data.goods.length > 0
        ? { ...promotion.data, status, startsAt: window?.data?.startsAt ?? '', refusals }
        : null,
    next: next.ok ? next.data : null,
  };
}

/**
 * Asks before checkout whether the merchant may buy each SKU at the campaign's price, so that the page
 * says why not instead of a buy button that checkout would refuse. A call that fails says nothing:
 * placing the order still decides.
 */
async function promotionRefusals(
  api: ReturnType<typeof createHttpClient>,
  alias: string,
  goods: CampaignPromotion['goods'],
): Promise<Record<number, string>> {
  const verdicts = await Promise.all(
    goods.map((sku) =>
      api.get<{ allowed: boolean; reason: string | null }>(`${A}/check-buy-in-discount`, {
        query: { alias, skuId: sku.skuId },
      }),
    ),
  );
  const refusals: Record<number, string> = {};
  goods.forEach((sku, index) => {
    const verdict = verdicts[index];
    if (verdict?.ok && verdict.data && !verdict.data.allowed) refusals[sku.skuId] = verdict.data.reason ?? '';
  });
  return refusals;
}

/**
 * The page's forms (they work without JavaScript): draw, share for one more draw, claim a coupon.
 * A visitor who is not logged in goes to log in and comes back to this page.
 */
export async function campaignAction(
  request: Request,
  fetch: FetchLike | undefined,
  language: Language,
  alias: string,
): Promise<CampaignActionResult> {
  const form = await request.formData();
  const intent = CAMPAIGN_INTENTS.find((each) => each === form.get('intent'));
  if (!intent) return { intent: 'draw', ok: false, message: message(language, 'requestError', { status: 400 }) };
  const api = createHttpClient({ fetch, language });
  const url = new URL(request.url);
  const place = `${url.pathname}${url.search}`;
  const fail = (result: { status: number; msg: string }): CampaignActionResult => {
    if (result.status === 401) throw redirect(loginLink(place));
    return { intent, ok: false, message: result.msg };
  };
  if (intent === 'draw') {
    const result = await api.get<LotteryDraw & { chancesLeft: number }>(`${A}/lottery-result`, { query: { alias } });
    if (!result.ok || !result.data) return fail(result);
    return {
      intent,
      ok: true,
      won: result.data.won,
      prizeName: result.data.prizeName,
      chancesLeft: result.data.chancesLeft,
    };
  }
  if (intent === 'share') {
    const result = await api.get<{ chancesLeft: number }>(`${A}/share-chance`, { query: { alias } });
    if (!result.ok || !result.data) return fail(result);
    return { intent, ok: true, chancesLeft: result.data.chancesLeft };
  }
  const couponId = Number(form.get('couponId'));
  if (!Number.isInteger(couponId) || couponId <= 0)
    return { intent, ok: false, message: message(language, 'requestError', { status: 400 }) };
  const result = await api.post<{ couponId: number; expiresAt: string }>(`${A}/coupon-user`, { alias, couponId });
  if (!result.ok || !result.data) return fail(result);
  return { intent, ok: true, couponId: result.data.couponId, expiresAt: result.data.expiresAt };
}

/** A SKU's price in a campaign (promotion-goods-info), for the mall's order check page. */
export async function campaignPriceOf(
  language: Language,
  fetch: FetchLike | undefined,
  alias: string,
  skuId: number,
): Promise<{ priceFen: number } | { problem: string }> {
  const api = createHttpClient({ fetch, language });
  const goods = await api.get<CampaignPromotion>(`${A}/promotion-goods-info`, { query: { alias } });
  if (!goods.ok || !goods.data) return { problem: goods.msg };
  const sku = goods.data.goods.find((each) => each.skuId === skuId);
  if (!sku) return { problem: message(language, 'serviceNotFound') };
  return { priceFen: sku.promotionPriceFen };
}

/**
 * The prices a running campaign gives a service's SKUs, for the mall's page of that service (issue 64:
 * the campaign's main button opens the mall, which must then show the campaign's price, not the usual
 * one). A logged-in merchant is offered only the SKUs it may still buy at that price; a campaign that
 * is not running, or has no prices, gives none.
 */
export async function campaignPricesFor(
  fetch: FetchLike | undefined,
  language: Language,
  alias: string,
  loggedIn: boolean,
): Promise<{ alias: string; prices: Record<number, number> } | null> {
  if (!/^[\w-]{1,64}$/.test(alias)) return null;
  const api = createHttpClient({ fetch, language });
  const query = { alias };
  const [goods, window] = await Promise.all([
    api.get<CampaignPromotion>(`${A}/promotion-goods-info`, { query }),
    api.get<{ status: 'upcoming' | 'running' | 'ended' }>(`${A}/promotion-info`, { query }),
  ]);
  if (!goods.ok || !goods.data || window.data?.status !== 'running') return null;
  const refusals = loggedIn ? await promotionRefusals(api, alias, goods.data.goods) : {};
  const prices: Record<number, number> = {};
  for (const sku of goods.data.goods) if (!(sku.skuId in refusals)) prices[sku.skuId] = sku.promotionPriceFen;
  return Object.keys(prices).length > 0 ? { alias, prices } : null;
}
