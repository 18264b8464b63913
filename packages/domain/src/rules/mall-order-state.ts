import type { MessageKey } from './messages.ts';

/**
 * Decision 0012: an order is unpaid, then paid or cancelled. Decision 0043: a paid order the back
 * office refunds is refunding while the provider is asked, then refunded (or paid again when the
 * provider refused, to be tried again).
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * pay: the payment succeeded; cancel: the user cancelled; expire: the unpaid-order timeout ran out;
 * refund: the back office refunds it; refunded: the provider refunded the money; refundFailed: the
 * provider refused the refund.
 */
export const ORDER_EVENTS = ['pay', 'cancel', 'expire', 'refund', 'refunded', 'refundFailed'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_KINDS = ['new', 'renew', 'upgrade', 'add_users', 'add_stores'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** spec §4 Payment by type: the payType codes the client and the providers use. */
export const PAY_TYPES = {
  wechatPay: 1,
  alipay: 2,
  inAppWechat: 26,
  nativeApp: 30,
  alipayMiniApp: 36,
  miniProgram: 37,
} as const;
export type PayType = (typeof PAY_TYPES)[keyof typeof PAY_TYPES];

export function isPayType(value: unknown): value is PayType {
  return (Object.values(PAY_TYPES) as unknown[]).includes(value);
}

export type OrderTransition = { ok: true; status: OrderStatus } | { ok: false; reason: MessageKey };

const refused = (reason: MessageKey): OrderTransition => ({ ok: false, reason });

const TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Record<OrderEvent, OrderTransition>>>> = {
  unpaid: {
    pay: { ok: true, status: 'paid' },
    cancel: { ok: true, status: 'cancelled' },
    expire: { ok: true, status: 'cancelled' },
    refund: refused('orderNotRefundable'),
    refunded: refused('orderNotRefundable'),
    refundFailed: refused('orderNotRefundable'),
  },
  paid: {
    pay: refused('orderAlreadyPaid'),
    cancel: refused('orderCannotCancel'),
    expire: refused('orderNotPayable'),
    refund: { ok: true, status: 'refunding' },
    refunded: refused('refundNotStarted'),
    refundFailed: refused('refundNotStarted'),
  },
  cancelled: {
    pay: refused('orderCancelledCannotPay'),
    cancel: refused('orderCannotCancel'),
    expire: refused('orderNotPayable'),
    refund: refused('orderNotRefundable'),
    refunded: refused('orderNotRefundable'),
    refundFailed: refused('orderNotRefundable'),
  },
  refunding: {
    pay: refused('orderAlreadyPaid'),
    cancel: refused('orderCannotCancel'),
    expire: refused('orderNotPayable'),
    // asked again while refunding: the same refund is asked again (the provider keeps one per number)
    refund: { ok: true, status: 'refunding' },
    refunded: { ok: true, status: 'refunded' },
    refundFailed: { ok: true, status: 'paid' },
  },
  refunded: {
    pay: refused('orderAlreadyPaid'),
    cancel: refused('orderCannotCancel'),
    expire: refused('orderNotPayable'),
    refund: refused('orderAlreadyRefunded'),
    refunded: refused('orderAlreadyRefunded'),
    refundFailed: refused('orderAlreadyRefunded'),
  },
};

/**
 * The one transition function of orders: unpaid + pay → paid; unpaid + cancel or expire →
 * cancelled; paid + refund → refunding; refunding + refunded → refunded, + refundFailed → paid
 * (decision 0043). Everything else is refused with the message to show (orderAlreadyPaid,
 * orderCancelledCannotPay, orderCannotCancel, orderNotPayable for a timeout that finds the order
 * no longer unpaid, orderNotRefundable, orderAlreadyRefunded).
 */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderTransition {
  const transition = TRANSITIONS[status]?.[event];
  if (!transition) throw new RangeError(`Unknown order status or event: ${status} ${event}`);
  return transition;
}

/**
 * What a licence was before a paid order changed it, kept with the order when it is paid, so a
 * refund can take back what the order gave (decision 0043). null on an order that made the licence.
 */
export interface LicenceBefore {
  level: 'basic' | 'professional';
  users: number;
  stores: number;
  subscribeType: number;
  trial: boolean;
  /** ISO; null for a perpetual buyout. */
  expiresAt: string | null;
}
