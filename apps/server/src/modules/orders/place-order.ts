import {
  type EditionCode,
  evaluateCoupon,
  type InvoiceRequest,
  invoiceProblems,
  type Language,
  MALL_ORDER_MAX_QUANTITY,
  normaliseInvoice,
  payableAmount,
  type placeOrderBody,
  skuAmount,
} from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { lookUp, rowFromJson } from '../../platform/db/row-lookup.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { requestHash } from '../../platform/idempotency/idempotency.ts';
import {
  activeSkuLookup,
  findService,
  type ServiceTexts,
  serviceLookup,
  serviceTextsLookup,
} from '../catalogue/index.ts';
import { extendedExpiry, licenceLookup, paidInService, quoteExtraSeatsFor } from '../licensing/index.ts';
import { mallContactors, mallInvoices } from './customer.tables.ts';
import { newOrderNo, type OrderRow } from './order-view.ts';
import {
  mallCoupons,
  mallCouponUsers,
  mallOrders,
  mallReferenceNumbers,
  type OrderKind,
  type OrderQuote,
} from './orders.tables.ts';

export type PlaceOrderInput = z.output<typeof placeOrderBody>;
type InvoiceRow = typeof mallInvoices.$inferSelect;

/** What an order charges, before its coupon. */
export interface PricedOrder {
  kind: OrderKind;
  serviceNumber: string;
  level: EditionCode;
  skuId: number | null;
  quantity: number;
  amount: number;
  quote: OrderQuote;
  /** The service's texts in the caller's language, when pricing read them (the order's title). */
  texts?: ServiceTexts;
}

export interface OrderExtras {
  couponUserId?: number | undefined;
  /** Fen off the price for whoever pays for the tenant (a partner's ordering discount, decision 0041); never with a coupon. */
  payerDiscountFen?: number | undefined;
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

/**
 * new/renew buy a subscription or buyout SKU; add_users/add_stores are priced to the licence's end.
 * A SKU's service, the SKU, the licence and the service's texts are read in one statement (0028).
 */
export async function priceOrder(
  db: Db,
  tenantId: number,
  input: PlaceOrderInput,
  now: Date,
  language: Language = 'en-US',
): Promise<PricedOrder> {
  if (input.kind === 'add_users' || input.kind === 'add_stores') {
    await findService(db, input.serviceNumber);
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
  if (input.skuId === undefined) {
    await findService(db, input.serviceNumber);
    throw new AppError(404, 'skuNotFound');
  }
  const { service, sku, licence, texts } = await lookUp(db, {
    service: serviceLookup(input.serviceNumber),
    sku: activeSkuLookup(input.skuId),
    licence: licenceLookup(tenantId, input.serviceNumber),
    texts: serviceTextsLookup(input.serviceNumber, language),
  });
  if (!service) throw new AppError(404, 'serviceNotFound');
  if (
    !sku ||
    sku.serviceNumber !== input.serviceNumber ||
    (sku.kind !== 'subscription' && sku.kind !== 'buyout') ||
    !sku.level
  ) {
    throw new AppError(404, 'skuNotFound');
  }
  const buyout = sku.kind === 'buyout';
  if (buyout && input.quantity !== 1) throw new AppError(400, 'quantityInvalid', { max: 1 });
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
    ...(texts ? { texts } : {}),
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

type NewOrder = Omit<typeof mallOrders.$inferInsert, 'orderNo' | 'id'>;

/**
 * Inserts the order under a fresh order number entered in mall_reference_numbers (unique across
 * tenants), both in one statement: the order is written only when its number was free. Answers the
 * order, or why it was not written (the number was taken: draw another; the key was taken).
 */
async function insertOrder(db: Db, order: NewOrder, now: Date): Promise<OrderRow | 'numberTaken' | 'keyTaken'> {
  const at = (date: Date | null | undefined) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null`);
  const [row] = await queryRows<{ reserved: number; placed: unknown }>(
    db,
    sql`with reserved as (
          insert into ${mallReferenceNumbers} (number, kind, tenant_id)
          values (${newOrderNo(now)}, 'order', ${order.tenantId}) on conflict do nothing returning number
        ), placed as (
          insert into ${mallOrders} (tenant_id, order_no, user_id, service_number, sku_id, kind, level, quantity,
            amount_fen, discount_fen, final_amount_fen, status, coupon_user_id, contactor_id, quote,
            idempotency_key, request_hash, created_at, pay_deadline)
          select ${order.tenantId}, reserved.number, ${order.userId}, ${order.serviceNumber}, ${order.skuId ?? null},
            ${order.kind}, ${order.level}, ${order.quantity}, ${order.amount}, ${order.discount ?? 0},
            ${order.finalAmount}, ${order.status ?? 'unpaid'}, ${order.couponUserId ?? null},
            ${order.contactorId ?? null}, ${JSON.stringify(order.quote)}::jsonb, ${order.idempotencyKey ?? null},
            ${order.requestHash}, ${at(order.createdAt)}, ${at(order.payDeadline)}
          from reserved
          on conflict (tenant_id, user_id, idempotency_key) do nothing
          returning *
        )
        select (select count(*)::int from reserved) as reserved, (select row_to_json(placed) from placed) as placed`,
  );
  const placed = rowFromJson(mallOrders, row?.placed);
  if (placed) return placed;
  return row?.reserved ? 'keyTaken' : 'numberTaken';
}

/**
 * Creates an unpaid order atomically (one statement, or one transaction when it has a coupon, a
 * fapiao request or an Idempotency-Key): the order row under its reserved number, its coupon taken with
 * `UPDATE … WHERE order_id IS NULL AND expires_at > now` (of racing orders with one coupon exactly
 * one gets it; the others fail with couponUsed and leave nothing), and its fapiao request. With
 * an Idempotency-Key the same key and body answer the first order; another body, 409. A new
 * order comes with the invoices it has (the one just requested, or none), so its view reads none.
 */
export async function createOrder(
  db: Db,
  priced: PricedOrder,
  extras: OrderExtras,
  options: CreateOrderOptions,
): Promise<{ order: OrderRow; replayed: boolean; invoices?: InvoiceRow[] }> {
  const now = options.now ?? new Date();
  const { tenantId, idempotencyKey } = options;
  const hash = requestHash(options.request);
  if (idempotencyKey) {
    const existing = await replayed(db, tenantId, idempotencyKey, hash);
    if (existing) return { order: existing, replayed: true };
  }

  let discount = extras.payerDiscountFen ?? 0;
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

  // One statement needs no transaction of its own; a coupon, a fapiao or a key add writes that must
  // commit with the order, or not at all.
  const inOneTransaction = extras.couponUserId !== undefined || invoice !== undefined || idempotencyKey !== undefined;
  const write = async (tx: Db) => {
    let inserted: OrderRow | 'numberTaken' | 'keyTaken' = 'numberTaken';
    for (let attempt = 0; attempt < 5 && inserted === 'numberTaken'; attempt += 1) {
      inserted = await insertOrder(
        tx,
        {
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
        },
        now,
      );
    }
    if (inserted === 'numberTaken') throw new Error('no free order number after 5 draws');
    if (inserted === 'keyTaken') throw new KeyTaken();
    let invoiceRow: InvoiceRow | undefined;
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
      [invoiceRow] = await tx
        .insert(mallInvoices)
        .values({
          orderId: inserted.id,
          tenantId,
          request: invoice as Record<string, unknown>,
          status: 'requested',
          createdAt: now,
        })
        .returning();
    }
    return { order: inserted, invoices: invoiceRow ? [invoiceRow] : [] };
  };

  try {
    const { order, invoices } = inOneTransaction ? await db.transaction(write) : await write(db);
    return { order, replayed: false, invoices };
  } catch (error) {
    // Another request with this key committed first: answer its order (or 409 for another body).
    if (error instanceof KeyTaken && idempotencyKey) {
      const existing = await replayed(db, tenantId, idempotencyKey, hash);
      if (existing) return { order: existing, replayed: true };
    }
    throw error;
  }
}
