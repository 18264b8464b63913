import { describe, expect, it } from 'vitest';
import { MALL_ORDER_KINDS, MALL_ORDER_STATUSES } from './mall-constants.ts';

import {
  isPayType,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
  PAY_TYPES,
} from './mall-order-state.ts';

describe('nextOrderStatus', () => {
  it.each([
    ['unpaid', 'pay', { ok: true, status: 'paid' }],
    ['unpaid', 'cancel', { ok: true, status: 'cancelled' }],
    ['unpaid', 'expire', { ok: true, status: 'cancelled' }],
    ['paid', 'pay', { ok: false, reason: 'orderAlreadyPaid' }],
    ['paid', 'cancel', { ok: false, reason: 'orderCannotCancel' }],
    ['paid', 'expire', { ok: false, reason: 'orderNotPayable' }],
    ['cancelled', 'pay', { ok: false, reason: 'orderCancelledCannotPay' }],
    ['cancelled', 'cancel', { ok: false, reason: 'orderCannotCancel' }],
    ['cancelled', 'expire', { ok: false, reason: 'orderNotPayable' }],
    ['unpaid', 'refund', { ok: false, reason: 'orderNotRefundable' }],
    ['cancelled', 'refund', { ok: false, reason: 'orderNotRefundable' }],
    ['paid', 'refund', { ok: true, status: 'refunding' }],
    ['paid', 'refunded', { ok: false, reason: 'refundNotStarted' }],
    ['refunding', 'refund', { ok: true, status: 'refunding' }],
    ['refunding', 'refunded', { ok: true, status: 'refunded' }],
    ['refunding', 'refundFailed', { ok: true, status: 'paid' }],
    ['refunding', 'cancel', { ok: false, reason: 'orderCannotCancel' }],
    ['refunded', 'refund', { ok: false, reason: 'orderAlreadyRefunded' }],
    ['refunded', 'pay', { ok: false, reason: 'orderAlreadyPaid' }],
  ] as const)('%s + %s → %j', (status, event, expected) => {
    expect(nextOrderStatus(status, event)).toEqual(expected);
  });

  it('covers every status and event: unpaid orders are paid or cancelled, paid ones refunded, nothing else moves', () => {
    const moves = (status: OrderStatus, event: OrderEvent) =>
      (status === 'unpaid' && ['pay', 'cancel', 'expire'].includes(event)) ||
      (status === 'paid' && event === 'refund') ||
      (status === 'refunding' && ['refund', 'refunded', 'refundFailed'].includes(event));
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        expect(nextOrderStatus(status, event).ok).toBe(moves(status, event));
      }
    }
  });

  it('never leaves cancelled or refunded, and a refund never ends unpaid or cancelled', () => {
    for (const event of ORDER_EVENTS) {
      expect(nextOrderStatus('cancelled', event).ok).toBe(false);
      expect(nextOrderStatus('refunded', event).ok).toBe(false);
      const fromRefunding = nextOrderStatus('refunding', event);
      if (fromRefunding.ok) expect(['paid', 'refunding', 'refunded']).toContain(fromRefunding.status);
    }
  });

  it('never returns to unpaid', () => {
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        const result = nextOrderStatus(status, event);
        if (result.ok) expect(result.status).not.toBe('unpaid');
      }
    }
  });

  it('rejects an unknown status or event', () => {
    expect(() => nextOrderStatus('returned' as OrderStatus, 'pay')).toThrow(RangeError);
    expect(() => nextOrderStatus('unpaid', 'chargeback' as OrderEvent)).toThrow(RangeError);
  });
});

describe('order constants', () => {
  it('lists the same statuses and kinds as the mall contract', () => {
    expect(ORDER_STATUSES).toEqual(MALL_ORDER_STATUSES);
    expect(ORDER_KINDS).toEqual(MALL_ORDER_KINDS);
  });

  it('uses the payType codes of spec §4', () => {
    expect(PAY_TYPES).toEqual({
      wechatPay: 1,
      alipay: 2,
      inAppWechat: 26,
      nativeApp: 30,
      alipayMiniApp: 36,
      miniProgram: 37,
    });
    expect(isPayType(26)).toBe(true);
    expect(isPayType(3)).toBe(false);
    expect(isPayType('1')).toBe(false);
  });
});
