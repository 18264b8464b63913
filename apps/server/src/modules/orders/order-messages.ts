import type { OutboxMessage } from '../../platform/outbox/outbox.ts';

/** What the mall's `order.paid` message carries (settle-payment.ts), as its subscribers read it. */
export interface PaidOrder {
  tenantId: number;
  orderId: number;
  orderNo: string;
  serviceNumber: string;
  amountFen: number;
}

/** What the mall's `order.refunded` message carries (refund-order.ts), as its subscribers read it. */
export interface RefundedOrder {
  tenantId: number;
  orderId: number;
  orderNo: string;
  refundedAt: Date;
}

/** The order an `order.paid` message names; a message without one is a defect of its sender. */
export function paidOrderOf(message: OutboxMessage): PaidOrder {
  const { tenantId, orderId, orderNo, serviceNumber, amountFen } = message.payload;
  const order = {
    tenantId: Number(tenantId),
    orderId: Number(orderId),
    orderNo: String(orderNo ?? ''),
    serviceNumber: String(serviceNumber ?? ''),
    amountFen: Number(amountFen),
  };
  if (![order.tenantId, order.orderId, order.amountFen].every(Number.isSafeInteger) || !order.orderNo) {
    throw new Error(`order.paid without its order: ${JSON.stringify(message.payload)}`);
  }
  return order;
}

/** The order an `order.refunded` message names, and when it was refunded. */
export function refundedOrderOf(message: OutboxMessage): RefundedOrder {
  const { tenantId, orderId, orderNo, refundedAt } = message.payload;
  const order = {
    tenantId: Number(tenantId),
    orderId: Number(orderId),
    orderNo: String(orderNo ?? ''),
    refundedAt: new Date(String(refundedAt ?? '')),
  };
  if (
    ![order.tenantId, order.orderId].every(Number.isSafeInteger) ||
    !order.orderNo ||
    Number.isNaN(order.refundedAt.getTime())
  ) {
    throw new Error(`order.refunded without its order: ${JSON.stringify(message.payload)}`);
  }
  return order;
}
