import type { MessageKey } from './messages.ts';

/** Decision 0012: an order is unpaid, then paid or cancelled, and nothing else. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** pay: the payment succeeded; cancel: the user cancelled; expire: the unpaid-order timeout ran out. */
export const ORDER_EVENTS = ['pay', 'cancel', 'expire'] as const;
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

const TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Record<OrderEvent, OrderTransition>>>> = {
  unpaid: {
    pay: { ok: true, status: 'paid' },
    cancel: { ok: true, status: 'cancelled' },
    expire: { ok: true, status: 'cancelled' },
  },
  paid: {
    pay: { ok: false, reason: 'orderAlreadyPaid' },
    cancel: { ok: false, reason: 'orderCannotCancel' },
    expire: { ok: false, reason: 'orderNotPayable' },
  },
  cancelled: {
    pay: { ok: false, reason: 'orderCancelledCannotPay' },
    cancel: { ok: false, reason: 'orderCannotCancel' },
    expire: { ok: false, reason: 'orderNotPayable' },
  },
};

/**
 * The one transition function of orders: unpaid + pay → paid; unpaid + cancel or expire →
 * cancelled; every event on a paid or cancelled order is refused with the message to show
 * (orderAlreadyPaid, orderCancelledCannotPay, orderCannotCancel, or orderNotPayable for a
 * timeout that finds the order no longer unpaid).
 */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderTransition {
  const transition = TRANSITIONS[status]?.[event];
  if (!transition) throw new RangeError(`Unknown order status or event: ${status} ${event}`);
  return transition;
}
