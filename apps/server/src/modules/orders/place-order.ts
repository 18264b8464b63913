import {
  type EditionCode,
  evaluateCoupon,
  type InvoiceRequest,
  invoiceProblems,
  MALL_ORDER_MAX_QUANTITY,
  normaliseInvoice,
  payableAmount,
  type placeOrderBody,
  skuAmount,
} from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { requestHash } from '../../platform/idempotency/idempotency.ts';
import { findService, findSku } from '../catalogue/index.ts';
import { extendedExpiry, findLicence, paidInService, quoteExtraSeatsFor } from '../licensing/index.ts';
import { mallContactors, mallInvoices } from './customer.tables.ts';
import { type OrderRow, reserveOrderNo } from './order-view.ts';
import { mallCoupons, mallCouponUsers, mallOrders, type OrderKind, type OrderQuote } from './orders.tables.ts';

export type PlaceOrderInput = z.output<typeof placeOrderBody>;

/** What an order charges, before its coupon. */
export interface PricedOrder {
  kind: OrderKind;
  serviceNumber: string;
  level: EditionCode;
  skuId: number | null;
  quantity: number;
  amount: number;
  quote: OrderQuote;
}

export interface OrderExtras {
  couponUserId?: number | undefined;
  contactorId?: number | undefined;
  invoice?: InvoiceRequest | undefined;
}

export interface CreateOrderOptions {
  tenantId: number;
  /** The member placing the order. */
  userId: number;
  /** Minutes an order waits for payment before the job cancels it. */
  payTimeoutMinutes: number;
  /** The VAT rate the price includes, kept with the order for its fapiao. */
  vatRatePercent: number;
  idempotencyKey?: string | undefined;
  /** The request that creates the order, to tell a replay from another order under the same key. */
  request: unknown;
  now?: Date;
}

/** new/renew buy a subscription or buyout SKU; add_users/add_stores are priced to the licence's end. */
export async function priceOrder(db: Db, tenantId: number, input: PlaceOrderInput, now: Date): Promise<PricedOrder> {
  await findService(db, input.serviceNumber);
  if (input.kind === 'add_users' || input.kind === 'add_stores') {
    const { licence, quote } = await quoteExtraSeatsFor(
      db,
      tenantId,
      {
        serviceNumber: input.serviceNumber,
        type: input.kind === 'add_users' ? 'user' : 'store',
        quantity: input.quantity,
      },
      now,
    );
    return {
      kind: input.kind,
      serviceNumber: input.serviceNumber,
      level: licence.level,
      skuId: null,
      quantity: input.quantity,
      amount: quote.amount,
      quote: {
        remainingDays: quote.remainingDays,
        unitPrice: quote.unitAnnualPrice,
        targetExpiresAt: quote.expiresAt,
        months: null,
      },
    };
  }
  if (input.skuId === undefined) throw new AppError(404, 'skuNotFound');
  const sku = await findSku(db, input.skuId);
  if (
    sku.serviceNumber !== input.serviceNumber ||
    (sku.kind !== 'subscription' && sku.kind !== 'buyout') ||
    !sku.level
  ) {
    throw new AppError(404, 'skuNotFound');
  }
  const buyout = sku.kind === 'buyout';
  if (buyout && input.quantity !== 1) throw new AppError(400, 'quantityInvalid', { max: 1 });
  const licence = await findLicence(db, tenantId, input.serviceNumber);
  if (paidInService(licence, now)) {
    if (licence.level !== sku.level) throw new AppError(400, 'renewLevelMismatch');
    if (licence.expiresAt === null) throw new AppError(400, 'licenceAlreadyPerpetual');
  }
  const months = buyout ? null : (sku.months as number) * input.quantity;
  return {
    kind: input.kind,
    serviceNumber: input.serviceNumber,
    level: sku.level,
    skuId: sku.id,
    quantity: input.quantity,
    amount: skuAmount(sku.price, input.quantity),
    quote: {
      unitPrice: sku.price,
      months,
      targetExpiresAt: extendedExpiry(licence, months, now)?.toISOString() ?? null,
    },
  };
}

/** The invoice of an order request, normalised, or 400 with its first problem. */
export function readInvoice(invoice: InvoiceRequest): InvoiceRequest {
  const problems = Object.values(invoiceProblems(invoice));
  if (problems[0]) throw new AppError(400, problems[0]);
  return normaliseInvoice(invoice);
}

async function replayed(db: Db, tenantId: number, key: string, hash: string): Promise<OrderRow | undefined> {
  const [existing] = await db
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.idempotencyKey, key)));
  if (!existing) return undefined;
  if (existing.requestHash !== hash) throw new AppError(409, 'idempotencyKeyConflict');
  return existing;
}

class KeyTaken extends Error {}

/**
 * Creates an unpaid order in one transaction: the order row, its coupon taken with
 * `UPDATE … WHERE order_id IS NULL AND expires_at > now` (of racing orders with one coupon exactly
 * one gets it; the others fail with couponUsed and leave nothing), and its fapiao request. With
 * an Idempotency-Key the same key and body answer the first order; another body, 409.
 */
export async function createOrder(
  db: Db,
  priced: PricedOrder,
  extras: OrderExtras,
  options: CreateOrderOptions,
): Promise<{ order: OrderRow; replayed: boolean }> {
  const now = options.now ?? new Date();
  const { tenantId, idempotencyKey } = options;
  const hash = requestHash(options.request);
  if (idempotencyKey) {
    const existing = await replayed(db, tenantId, idempotencyKey, hash);
    if (existing) return { order: existing, replayed: true };
  }

  let discount = 0;
  if (extras.couponUserId !== undefined) {
    const [held] = await db
      .select({ couponUser: mallCouponUsers, coupon: mallCoupons })
      .from(mallCouponUsers)
      .innerJoin(mallCoupons, eq(mallCoupons.id, mallCouponUsers.couponId))
      .where(and(eq(mallCouponUsers.id, extras.couponUserId), eq(mallCouponUsers.tenantId, tenantId)));
    if (!held) throw new AppError(404, 'couponNotFound');
    const evaluation = evaluateCoupon(
      {
        kind: held.coupon.kind,
        value: held.coupon.value,
        minSpend: held.coupon.minSpend,
        expiresAt: held.couponUser.expiresAt,
        usedAt: held.couponUser.orderId === null ? null : (held.couponUser.usedAt ?? now),
        serviceNumber: held.coupon.serviceNumber,
      },
      { amount: priced.amount, serviceNumber: priced.serviceNumber, now },
    );
    if (!evaluation.usable) throw new AppError(400, evaluation.reason, evaluation.values ?? {});
    discount = evaluation.discount;
  }
  if (extras.contactorId !== undefined) {
    const [contactor] = await db
      .select({ id: mallContactors.id })
      .from(mallContactors)
      .where(and(eq(mallContactors.id, extras.contactorId), eq(mallContactors.tenantId, tenantId)));
    if (!contactor) throw new AppError(404, 'contactorNotFound');
  }
  const invoice = extras.invoice ? readInvoice(extras.invoice) : undefined;
  if (priced.quantity < 1 || priced.quantity > MALL_ORDER_MAX_QUANTITY) {
    throw new AppError(400, 'quantityInvalid', { max: MALL_ORDER_MAX_QUANTITY });
  }

  try {
    const order = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mallOrders)
        .values({
          orderNo: await reserveOrderNo(tx, tenantId, now),
          tenantId,
          userId: options.userId,
          serviceNumber: priced.serviceNumber,
          skuId: priced.skuId,
          kind: priced.kind,
          level: priced.level,
          quantity: priced.quantity,
          amount: priced.amount,
          discount,
          finalAmount: payableAmount(priced.amount, discount),
          status: 'unpaid',
          couponUserId: extras.couponUserId ?? null,
          contactorId: extras.contactorId ?? null,
          quote: { ...priced.quote, vatRatePercent: options.vatRatePercent },
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
          createdAt: now,
          payDeadline: new Date(now.getTime() + options.payTimeoutMinutes * 60_000),
        })
        .onConflictDoNothing({ target: [mallOrders.tenantId, mallOrders.userId, mallOrders.idempotencyKey] })
        .returning();
      if (!inserted) throw new KeyTaken();
      if (extras.couponUserId !== undefined) {
        const claimed = await tx.execute(
          sql`update ${mallCouponUsers} set order_id = ${inserted.id}, used_at = ${now.toISOString()}::timestamptz
              where tenant_id = ${tenantId} and id = ${extras.couponUserId} and order_id is null
                and expires_at > ${now.toISOString()}::timestamptz
              returning id`,
        );
        if ((claimed as unknown as { rows: unknown[] }).rows.length !== 1) throw new AppError(409, 'couponUsed');
      }
      if (invoice) {
        await tx.insert(mallInvoices).values({
          orderId: inserted.id,
          tenantId,
          request: invoice as Record<string, unknown>,
          status: 'requested',
          createdAt: now,
        });
      }
      return inserted;
    });
    return { order, replayed: false };
  } catch (error) {
    // Another request with this key committed first: answer its order (or 409 for another body).
    if (error instanceof KeyTaken && idempotencyKey) {
      const existing = await replayed(db, tenantId, idempotencyKey, hash);
      if (existing) return { order: existing, replayed: true };
    }
    throw error;
  }
}
