import type { EditionCode, Language, MessageKey } from '@tallybook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { VerifiedNotification } from '../../platform/payments/payment-provider.ts';
import { editionName } from '../catalogue/index.ts';
import { findLicence, paidInService } from '../licensing/index.ts';
import { checkLimitBuy, checkRole } from './check-purchase-rules.ts';
import { mallOrders, type OrderStatus } from './orders.tables.ts';
import { type CreateOrderOptions, createOrder, type PricedOrder, priceOrder } from './place-order.ts';
import { settlePayment } from './settle-payment.ts';
import { insertPayment } from './start-payment.ts';

/**
 * A SKU bought for a tenant by someone acting for it (a partner's activation, decision 0040), priced
 * and checked exactly as the mall prices and checks the tenant's own order of it: the same pricing
 * (priceOrder), the same purchase rules (check-purchase-rules), the same order (createOrder), so that
 * paying it in the mall activates the licence as any mall purchase does.
 */

export interface SkuPurchase {
  serviceNumber: string;
  skuId: number;
}

/** A SKU priced for a tenant, which the mall would let the tenant buy now. */
export interface SkuQuote {
  serviceNumber: string;
  skuId: number;
  level: EditionCode;
  /** Months of service; null for a perpetual buyout. */
  months: number | null;
  amountFen: number;
  serviceName: string;
  /** The edition's name in the language asked for. */
  edition: string;
  /** The order as priced, for placeQuotedOrder. */
  priced: PricedOrder;
}

/** The mall's answer: the quote, or the message key of the purchase rule that refuses it. */
export type SkuQuoteResult = { allowed: true; quote: SkuQuote } | { allowed: false; reason: MessageKey };

/** A pricing refusal that is a purchase rule of the mall (the tenant's licence), not a wrong SKU. */
const RULE_REFUSALS: ReadonlySet<MessageKey> = new Set<MessageKey>(['renewLevelMismatch', 'licenceAlreadyPerpetual']);

/**
 * Prices one SKU (quantity 1) for `tenantId` as the mall's POST order would, and asks the mall's
 * purchase rules (limit-buy, role) about it. An unknown service or SKU is 404 serviceNotFound or
 * skuNotFound; a purchase the mall would refuse the tenant answers `allowed: false` with its reason.
 */
export async function quoteSkuPurchase(
  db: Db,
  tenantId: number,
  purchase: SkuPurchase,
  language: Language,
  now = new Date(),
): Promise<SkuQuoteResult> {
  const licence = await findLicence(db, tenantId, purchase.serviceNumber);
  const kind = paidInService(licence, now) ? 'renew' : 'new';
  let priced: PricedOrder;
  try {
    priced = await priceOrder(
      db,
      tenantId,
      { kind, serviceNumber: purchase.serviceNumber, skuId: purchase.skuId, quantity: 1 },
      now,
      language,
    );
  } catch (error) {
    if (error instanceof AppError && RULE_REFUSALS.has(error.messageKey)) {
      return { allowed: false, reason: error.messageKey };
    }
    throw error;
  }
  for (const verdict of [
    await checkLimitBuy(db, tenantId, purchase.skuId),
    await checkRole(db, tenantId, purchase.skuId, now),
  ]) {
    if (!verdict.allowed) return verdict;
  }
  return {
    allowed: true,
    quote: {
      serviceNumber: priced.serviceNumber,
      skuId: purchase.skuId,
      level: priced.level,
      months: priced.quote.months ?? null,
      amountFen: priced.amount,
      serviceName: priced.texts?.name ?? priced.serviceNumber,
      edition: priced.texts ? editionName(priced.texts, priced.level) : priced.level,
      priced,
    },
  };
}

/** The order placed for a quote the mall allows: unpaid, the tenant's, waiting for the tenant to pay it. */
export interface PlacedOrder {
  orderNo: string;
  amountFen: number;
  status: OrderStatus;
  createdAt: Date;
  payDeadline: Date;
}

/**
 * Places the tenant's unpaid order of a quote (createOrder, as the mall's POST order places it), in
 * `options.userId`'s name (the tenant's owner).
 */
export async function placeQuotedOrder(db: Db, quote: SkuQuote, options: CreateOrderOptions): Promise<PlacedOrder> {
  const { order } = await createOrder(db, quote.priced, {}, options);
  return {
    orderNo: order.orderNo,
    amountFen: order.finalAmount,
    status: order.status,
    createdAt: order.createdAt,
    payDeadline: order.payDeadline,
  };
}

/** Someone who pays a tenant's order at once for it, at a discount (a partner's ordering balance, decision 0041). */
export interface OrderPayer {
  /** The payment's provider name: the ledger's clearing account `platform:clearing:{provider}` receives the money. */
  provider: string;
  /** The pay type recorded on the order and its payment. */
  payType: number;
  /** Fen off the quote's price: the order's discount. */
  discountFen: number;
}

/**
 * Places the tenant's order of a quote and settles it paid at once by `payer`, inside the caller's
 * transaction: the order (createOrder) at the quote's price less the payer's discount, a payment under
 * a trade number of the mall's directory, and the mall's own settlement of it (settlePayment), which
 * activates the licence, posts the sale from the payer's clearing account and queues `order.paid`
 * exactly as for a payment at a provider. The caller puts the money in that clearing account, in the
 * same transaction, before it commits.
 */
export async function placePaidQuotedOrder(
  tx: Db,
  quote: SkuQuote,
  payer: OrderPayer,
  options: CreateOrderOptions,
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const { order } = await createOrder(tx, quote.priced, { payerDiscountFen: payer.discountFen }, options);
  const tradeNo = await insertPayment(tx, order, {
    tradeNo: `${order.orderNo}P${payer.provider}`,
    provider: payer.provider,
    payType: payer.payType,
    now,
  });
  if (tradeNo === undefined) throw new Error(`order ${order.orderNo}: its payer's trade number is taken`);
  const paid: VerifiedNotification = {
    tradeNo,
    outcome: 'paid',
    amountFen: order.finalAmount,
    providerTransactionId: tradeNo,
  };
  const result = await settlePayment(tx, payer.provider, paid, { now });
  if (result.kind !== 'paid') throw new Error(`order ${order.orderNo}: paid by its payer, settled as ${result.kind}`);
  return {
    orderNo: order.orderNo,
    amountFen: order.finalAmount,
    status: 'paid',
    createdAt: order.createdAt,
    payDeadline: order.payDeadline,
  };
}

/**
 * Every order's number, state, what it sells and its amount and instants, as a relation another
 * module's statement may join on (tenant_id, order_no) (decision 0028): a partner's list of
 * activations reads its orders' states in its one statement.
 */
export const orderStatesRelation = (): SQL =>
  sql`(select ${mallOrders.tenantId} as tenant_id, ${mallOrders.orderNo} as order_no, ${mallOrders.status} as status,
              ${mallOrders.serviceNumber} as service_number, ${mallOrders.level} as level,
              ${mallOrders.finalAmount} as final_amount_fen, ${mallOrders.createdAt} as order_created_at,
              ${mallOrders.payDeadline} as pay_deadline, ${mallOrders.paidAt} as paid_at,
              ${mallOrders.cancelledAt} as cancelled_at
       from ${mallOrders})`;
