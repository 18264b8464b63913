import { type CampaignWindow, campaignStatus, type Language, type MessageKey } from '@tallybook/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findSku, serviceTexts, skuName } from '../catalogue/index.ts';
import { type CampaignPricer, checkFirstBuy, orderStatesRelation } from '../orders/index.ts';
import { type CampaignRow, findCampaign, windowOf } from './find-campaign.ts';
import { promotionPrices, promotions, promotionUses } from './promotions.tables.ts';

type PromotionRow = typeof promotions.$inferSelect;

/** The campaign price of a campaign (404 campaignNotFound when the campaign has none). */
export async function findPromotion(
  db: Db,
  alias: string,
): Promise<{ promotion: PromotionRow; campaign: CampaignRow }> {
  const campaign = await findCampaign(db, alias);
  const [promotion] = await db.select().from(promotions).where(eq(promotions.campaignId, campaign.id));
  if (!promotion) throw new AppError(404, 'campaignNotFound');
  return { promotion, campaign };
}

async function pricesOf(db: Db, promotionId: number) {
  return db
    .select()
    .from(promotionPrices)
    .where(eq(promotionPrices.promotionId, promotionId))
    .orderBy(asc(promotionPrices.skuId));
}

/** GET promotion-info and specified-service-number: the promotion's terms, time and the service it sells. */
export async function promotionInfo(
  db: Db,
  input: { alias: string; language: Language; now?: Date },
): Promise<
  Omit<CampaignWindow, 'now'> & {
    serviceNumber: string;
    serviceName: string;
    oncePerUser: boolean;
    firstBuyOnly: boolean;
  }
> {
  const { promotion, campaign } = await findPromotion(db, input.alias);
  const { now: _now, ...window } = windowOf(campaign, input.now ?? new Date());
  return {
    ...window,
    serviceNumber: promotion.serviceNumber,
    serviceName: (await serviceTexts(db, promotion.serviceNumber, input.language)).name,
    oncePerUser: promotion.oncePerUser,
    firstBuyOnly: promotion.firstBuyOnly,
  };
}

/** GET promotion-goods-info: each SKU of the promotion with the mall's price and the campaign's. */
export async function promotionGoods(db: Db, input: { alias: string; language: Language }) {
  const { promotion, campaign } = await findPromotion(db, input.alias);
  const texts = await serviceTexts(db, promotion.serviceNumber, input.language);
  const goods = [];
  for (const price of await pricesOf(db, promotion.id)) {
    const sku = await findSku(db, price.skuId);
    goods.push({
      skuId: sku.id,
      name: skuName(texts, sku, input.language),
      level: sku.level ?? 'basic',
      months: sku.months,
      priceFen: sku.price,
      promotionPriceFen: price.price,
    });
  }
  return { alias: campaign.alias, serviceNumber: promotion.serviceNumber, goods };
}

/** Whether the merchant holds this once-only price: a use whose order was not cancelled unpaid. */
async function promotionTaken(db: Db, tenantId: number, promotionId: number): Promise<boolean> {
  const rows = await queryRows<{ taken: number }>(
    db,
    sql`select 1 as taken from ${promotionUses} u
        where u.tenant_id = ${tenantId} and u.promotion_id = ${promotionId}
          and not exists (select 1 from ${orderStatesRelation()} o
                          where o.tenant_id = u.tenant_id and o.order_no = u.order_no and o.status = 'cancelled')`,
  );
  return rows.length > 0;
}

export type DiscountVerdict = { allowed: true; reason: null } | { allowed: false; reason: MessageKey };
const refused = (reason: MessageKey): DiscountVerdict => ({ allowed: false, reason });

/**
 * GET check-buy-in-discount, and the checkout's own check: the campaign runs, the SKU (when named) is
 * one of its prices, the merchant never paid an order (first-buy promotions) and has not taken a
 * once-only price yet.
 */
export async function buyInDiscount(
  db: Db,
  input: { alias: string; tenantId: number; skuId?: number | undefined; now?: Date },
): Promise<DiscountVerdict> {
  const { promotion, campaign } = await findPromotion(db, input.alias);
  const status = campaignStatus(campaign, input.now ?? new Date());
  if (status !== 'running') return refused(status === 'upcoming' ? 'campaignNotStarted' : 'campaignEnded');
  if (input.skuId !== undefined) {
    const prices = await pricesOf(db, promotion.id);
    if (!prices.some((price) => price.skuId === input.skuId)) return refused('promotionSkuNotIncluded');
  }
  if (promotion.firstBuyOnly) {
    const firstBuy = await checkFirstBuy(db, input.tenantId);
    if (!firstBuy.allowed) return refused(firstBuy.reason);
  }
  if (promotion.oncePerUser && (await promotionTaken(db, input.tenantId, promotion.id)))
    return refused('promotionTaken');
  return { allowed: true, reason: null };
}

/** GET check-once: whether the campaign's price is once per merchant, and whether this one has taken it. */
export async function checkOnce(db: Db, input: { alias: string; tenantId: number }) {
  const { promotion } = await findPromotion(db, input.alias);
  return {
    oncePerUser: promotion.oncePerUser,
    taken: promotion.oncePerUser && (await promotionTaken(db, input.tenantId, promotion.id)),
  };
}

/**
 * Records the order that took a once-only price. The merchant's one row is written, or taken over
 * only when its order was cancelled unpaid; two concurrent orders meet on that row's key, and the
 * second finds the first's order and is refused (409 promotionTaken), its order rolled back with it.
 */
async function takePromotion(
  tx: Db,
  use: { tenantId: number; promotionId: number; userId: number; orderNo: string; now: Date },
): Promise<void> {
  const rows = await queryRows<{ order_no: string }>(
    tx,
    sql`insert into ${promotionUses} (tenant_id, promotion_id, user_id, order_no, taken_at)
        values (${use.tenantId}, ${use.promotionId}, ${use.userId}, ${use.orderNo}, ${use.now.toISOString()}::timestamptz)
        on conflict (tenant_id, promotion_id) do update
          set user_id = excluded.user_id, order_no = excluded.order_no, taken_at = excluded.taken_at
          where exists (select 1 from ${orderStatesRelation()} o
                        where o.tenant_id = ${promotionUses}.tenant_id and o.order_no = ${promotionUses}.order_no
                          and o.status = 'cancelled')
        returning order_no`,
  );
  if (rows.length !== 1) throw new AppError(409, 'promotionTaken');
}

/**
 * The mall's pricer of an order that names a campaign (orders' CampaignPricer): a new or renewed SKU
 * of the promotion, one at a time, at the campaign's price, if buyInDiscount allows it.
 */
export const priceAtCampaign: CampaignPricer = async (tx, { campaign, tenantId, userId, priced, now }) => {
  const { promotion } = await findPromotion(tx, campaign);
  if (priced.skuId === null || priced.serviceNumber !== promotion.serviceNumber) {
    throw new AppError(409, 'promotionSkuNotIncluded');
  }
  const verdict = await buyInDiscount(tx, { alias: campaign, tenantId, skuId: priced.skuId, now });
  if (!verdict.allowed) throw new AppError(409, verdict.reason);
  if (priced.quantity !== 1) throw new AppError(400, 'quantityInvalid', { max: 1 });
  const [price] = await tx
    .select()
    .from(promotionPrices)
    .where(and(eq(promotionPrices.promotionId, promotion.id), eq(promotionPrices.skuId, priced.skuId)));
  if (!price) throw new AppError(409, 'promotionSkuNotIncluded');
  return {
    unitPriceFen: price.price,
    amountFen: price.price,
    taken: async (inner, order) => {
      if (promotion.oncePerUser) {
        await takePromotion(inner, { tenantId, promotionId: promotion.id, userId, orderNo: order.orderNo, now });
      }
    },
  };
};
