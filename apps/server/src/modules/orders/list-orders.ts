import { type Language, type MallOrderStatus, type OrderDetail, PAY_TYPES } from '@tallybook/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { payTypeName } from '../catalogue/index.ts';
import { findLicence, orderProblem } from '../licensing/index.ts';
import { findOwnOrder, orderView, orderViews } from './order-view.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';

/** GET order/pagelist: the user's orders, newest first, optionally of one status. */
export async function listOrders(
  db: Db,
  input: { tenantId: number; page: number; pageSize: number; status?: MallOrderStatus | undefined; language: Language },
) {
  const conditions: SQL[] = [eq(mallOrders.tenantId, input.tenantId)];
  if (input.status) conditions.push(eq(mallOrders.status, input.status));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(mallOrders).where(where);
  const rows = await db
    .select()
    .from(mallOrders)
    .where(where)
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    list: await orderViews(db, rows, input.language),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** GET order/{orderNo}: one of the user's orders (404 orderNotFound for anyone else's). */
/** GET order/{orderNo}: one of the tenant's orders with its payment attempts, newest first. */
export async function getOrder(db: Db, tenantId: number, orderNo: string, language: Language): Promise<OrderDetail> {
  const order = await findOwnOrder(db, tenantId, orderNo);
  if (!order) throw new AppError(404, 'orderNotFound');
  const payments = await db
    .select()
    .from(mallPayments)
    .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.orderId, order.id)))
    .orderBy(desc(mallPayments.id));
  return {
    ...(await orderView(db, order, language)),
    payments: payments.map((payment) => ({
      tradeNo: payment.tradeNo,
      payType: payment.payType,
      payTypeName: payTypeName(payment.payType, language) ?? String(payment.payType),
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
      refundedAt: payment.refundedAt?.toISOString() ?? null,
    })),
  };
}

/** The pay types the web offers (spec §4): WeChat Pay and Alipay. */
const WEB_PAY_TYPES = [PAY_TYPES.wechatPay, PAY_TYPES.alipay] as const;

export function payTypeOptions(language: Language) {
  return WEB_PAY_TYPES.map((payType) => ({ payType, name: payTypeName(payType, language) ?? String(payType) }));
}

/** What this deployment can take: pay types with a provider, and bank transfer when it has an account. */
export interface OfferedPayments {
  payTypes: (payType: number) => boolean;
  bankTransfer: boolean;
}

/** GET order/check: the order before paying, whether it may be paid now, and the pay types offered. */
export async function checkOrder(
  db: Db,
  input: { tenantId: number; orderNo: string; language: Language; offered: OfferedPayments },
  now = new Date(),
) {
  const { tenantId, orderNo, language, offered } = input;
  const order = await findOwnOrder(db, tenantId, orderNo);
  if (!order) throw new AppError(404, 'orderNotFound');
  return {
    order: await orderView(db, order, language),
    payable:
      order.status === 'unpaid' &&
      order.payDeadline.getTime() > now.getTime() &&
      orderProblem(order, await findLicence(db, tenantId, order.serviceNumber), now) === undefined,
    payTypes: payTypeOptions(language).filter((option) => offered.payTypes(option.payType)),
    bankTransfer: offered.bankTransfer,
  };
}

/** GET payment/order: whether the order is paid, and its latest trade number. */
export async function getPaymentStatus(db: Db, tenantId: number, orderNo: string) {
  const order = await findOwnOrder(db, tenantId, orderNo);
  if (!order) throw new AppError(404, 'orderNotFound');
  const [payment] = await db
    .select({ tradeNo: mallPayments.tradeNo })
    .from(mallPayments)
    .where(eq(mallPayments.orderId, order.id))
    .orderBy(desc(mallPayments.id))
    .limit(1);
  return {
    orderNo: order.orderNo,
    status: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
    tradeNo: payment?.tradeNo ?? null,
  };
}
