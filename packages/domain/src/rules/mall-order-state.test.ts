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
  ] as const)('%s + %s → %j', (status, event, expected) => {
    expect(nextOrderStatus(status, event)).toEqual(expected);
  });

  it('covers every status and event, and only unpaid orders move', () => {
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        expect(nextOrderStatus(status, event).ok).toBe(status === 'unpaid');
      }
    }
  });

  it('never leaves paid or cancelled, and never returns to unpaid', () => {
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        const result = nextOrderStatus(status, event);
        if (result.ok) expect(result.status).not.toBe('unpaid');
      }
    }
  });

  it('rejects an unknown status or event', () => {
    expect(() => nextOrderStatus('refunded' as OrderStatus, 'pay')).toThrow(RangeError);
    expect(() => nextOrderStatus('unpaid', 'refund' as OrderEvent)).toThrow(RangeError);
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
