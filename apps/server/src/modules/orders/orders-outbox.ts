import { dateTimeFormat, formatPrice, isLanguage, type Language, message } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { OutboxHandlers } from '../../platform/outbox/outbox.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { payTypeName } from '../catalogue/index.ts';
import { findUserById } from '../identity/index.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';
import { PAYMENT_REFUNDED } from './reconcile-payments.ts';

/** The day a person reads, in the business calendar (UTC+8). */
const businessDay = (language: Language, at: Date) =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(at);

/**
 * The orders module's outbox subscribers (decision 0087): a payment taken twice and refunded is
 * texted to the phone of the member who placed the order, in the language the payment was started
 * in, retried by the outbox until the SMS provider takes it.
 */
export function ordersOutboxHandlers(sms: SmsProvider): OutboxHandlers {
  return {
    [PAYMENT_REFUNDED]: [
      async (tx, delivered) => {
        const tenantId = Number(delivered.payload.tenantId);
        const tradeNo = String(delivered.payload.tradeNo ?? '');
        if (!Number.isSafeInteger(tenantId) || !tradeNo) {
          throw new Error(`payment.refunded without its payment: ${JSON.stringify(delivered.payload)}`);
        }
        const [row] = await tx
          .select({ payment: mallPayments, order: mallOrders })
          .from(mallPayments)
          .innerJoin(
            mallOrders,
            and(eq(mallOrders.tenantId, mallPayments.tenantId), eq(mallOrders.id, mallPayments.orderId)),
          )
          .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.tradeNo, tradeNo)));
        if (!row || row.payment.status !== 'refunded' || !row.payment.refundedAt) return;
        const user = await findUserById(tx, row.order.userId);
        if (!user) return;
        const language: Language =
          row.payment.language && isLanguage(row.payment.language) ? row.payment.language : 'zh-CN';
        const params = {
          amount: formatPrice(row.payment.amount, language),
          payType: payTypeName(row.payment.payType, language) ?? String(row.payment.payType),
          date: businessDay(language, row.payment.refundedAt),
          orderNo: row.order.orderNo,
        };
        await sms.send(
          {
            phone: user.phone,
            purpose: 'payment_refunded',
            text: message(language, 'paymentRefundedSms', params),
            template: 'paymentRefunded',
            params,
          },
          tx,
        );
      },
    ],
  };
}
