import { randomInt } from 'node:crypto';
import {
  includedVatFen,
  type Language,
  type MallOrder,
  MESSAGE_CATALOGUES,
  type MessageKey,
  message,
  shanghaiDate,
} from '@tallybook/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { editionName, type ServiceTexts, serviceTexts } from '../catalogue/index.ts';
import { mallInvoices } from './customer.tables.ts';
import { mallOrders } from './orders.tables.ts';
import { toOrderInvoice } from './read-invoice-request.ts';

export type OrderRow = typeof mallOrders.$inferSelect;
type InvoiceRow = typeof mallInvoices.$inferSelect;

/**
 * A fresh order number: TB, the UTC+8 date and time to the second, and six random digits
 * (unique in the table; a clash fails the insert and is retried by the caller).
 */
export function newOrderNo(now = new Date()): string {
  const { year, month, day } = shanghaiDate(now);
  const wall = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const time = `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
  return `TB${year}${pad(month)}${pad(day)}${time}${pad(randomInt(0, 1_000_000), 6)}`;
}

export function orderTitle(order: OrderRow, texts: ServiceTexts, language: Language): string {
  const values = {
    service: texts.name,
    edition: editionName(texts, order.level),
    months: (order.quote.months ?? 0) as number,
    quantity: order.quantity,
  };
  switch (order.kind) {
    case 'new':
    case 'renew':
      return order.quote.months === null || order.quote.months === undefined
        ? message(language, 'orderTitleBuyout', values)
        : message(language, 'orderTitleSubscription', { ...values, count: values.months });
    case 'upgrade':
      return message(language, 'orderTitleUpgrade', values);
    case 'add_users':
      return message(language, 'orderTitleExtraUsers', { ...values, count: order.quantity });
    case 'add_stores':
      return message(language, 'orderTitleExtraStores', { ...values, count: order.quantity });
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The reasons an order is cancelled for, as cancelUnpaidOrder records them. */
export const CANCEL_REASONS = { user: 'user', timeout: 'timeout', superseded: 'superseded' } as const;

/**
 * Why an order was cancelled, in words: by its owner, unpaid in time, replaced by a newer upgrade
 * order, or made inapplicable by another order (the reason is then that refusal's message key).
 */
export function cancelReasonText(reason: string | null, language: Language): string | null {
  if (reason === null) return null;
  if (reason === CANCEL_REASONS.user) return message(language, 'orderCancelledByYou');
  if (reason === CANCEL_REASONS.timeout) return message(language, 'orderCancelledTimeout');
  if (reason === CANCEL_REASONS.superseded) return message(language, 'orderSuperseded');
  if (reason in MESSAGE_CATALOGUES['en-US']) {
    return message(language, 'orderCancelledStale', { reason: message(language, reason as MessageKey) });
  }
  return null;
}

/** What the caller has read already for a view: the service's texts, the orders' invoices. */
export interface KnownForView {
  texts?: ServiceTexts | undefined;
  invoices?: readonly InvoiceRow[] | undefined;
}

/** Orders as the contract shows them, with their current (not voided) invoice and a title. */
export async function orderViews(
  db: Db,
  orders: readonly OrderRow[],
  language: Language,
  known: KnownForView = {},
): Promise<MallOrder[]> {
  if (orders.length === 0) return [];
  const invoices = known.invoices
    ? known.invoices.filter((row) => row.status !== 'voided').sort((a, b) => b.id - a.id)
    : await db
        .select()
        .from(mallInvoices)
        .where(
          and(
            inArray(
              mallInvoices.orderId,
              orders.map((order) => order.id),
            ),
            ne(mallInvoices.status, 'voided'),
          ),
        )
        .orderBy(desc(mallInvoices.id));
  const textsByService = new Map<string, ServiceTexts>();
  if (known.texts) textsByService.set(known.texts.serviceNumber, known.texts);
  const views: MallOrder[] = [];
  for (const order of orders) {
    let texts = textsByService.get(order.serviceNumber);
    if (!texts) {
      texts = await serviceTexts(db, order.serviceNumber, language);
      textsByService.set(order.serviceNumber, texts);
    }
    const invoice = invoices.find((row) => row.orderId === order.id);
    views.push({
      orderId: order.id,
      orderNo: order.orderNo,
      userId: order.userId,
      serviceNumber: order.serviceNumber,
      kind: order.kind,
      level: order.level,
      skuId: order.skuId,
      quantity: order.quantity,
      amount: order.amount,
      discount: order.discount,
      finalAmount: order.finalAmount,
      status: order.status,
      payType: order.payType,
      createdAt: order.createdAt.toISOString(),
      payDeadline: order.payDeadline.toISOString(),
      paidAt: iso(order.paidAt),
      cancelledAt: iso(order.cancelledAt),
      refundedAt: iso(order.refundedAt),
      cancelReason: order.status === 'cancelled' ? cancelReasonText(order.cancelReason, language) : null,
      title: orderTitle(order, texts, language),
      invoice: invoice ? toOrderInvoice(invoice) : null,
      couponUserId: order.couponUserId,
      quote: {
        remainingDays: order.quote.remainingDays ?? null,
        unitPrice: order.quote.unitPrice,
        targetExpiresAt: order.quote.targetExpiresAt ?? null,
      },
      vat:
        order.quote.vatRatePercent === undefined
          ? null
          : {
              ratePercent: order.quote.vatRatePercent,
              amount: includedVatFen(order.finalAmount, order.quote.vatRatePercent),
            },
    });
  }
  return views;
}

export async function orderView(
  db: Db,
  order: OrderRow,
  language: Language,
  known: KnownForView = {},
): Promise<MallOrder> {
  return (await orderViews(db, [order], language, known))[0] as MallOrder;
}

/** The user's order of that number; undefined when there is none or it is another user's. */
export async function findOwnOrder(db: Db, tenantId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.orderNo, orderNo), eq(mallOrders.tenantId, tenantId)));
  return order;
}
