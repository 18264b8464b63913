import { describe, expect, it } from 'vitest';
import { MALL_ORDER_MAX_QUANTITY } from '../rules/mall-constants.ts';
import {
  extraSeatsQuery,
  grantCouponBody,
  orderPageQuery,
  placeOrderBody,
  serviceNumberParams,
  upgradeBody,
} from './mall.ts';

describe('mall contract', () => {
  it('defaults an order to one of Tallybook and bounds its quantity', () => {
    expect(placeOrderBody.parse({ kind: 'new', skuId: 3 })).toEqual({
      kind: 'new',
      skuId: 3,
      serviceNumber: 'KDZHJ01',
      quantity: 1,
    });
    expect(placeOrderBody.safeParse({ kind: 'new', quantity: 0 }).success).toBe(false);
    expect(placeOrderBody.safeParse({ kind: 'new', quantity: MALL_ORDER_MAX_QUANTITY + 1 }).success).toBe(false);
    expect(placeOrderBody.safeParse({ kind: 'upgrade' }).success).toBe(false);
  });

  it('upgrades only to professional', () => {
    expect(upgradeBody.safeParse({ targetLevel: 'basic' }).success).toBe(false);
    expect(upgradeBody.parse({ targetLevel: 'professional' }).srvId).toBe('KDZHJ01');
  });

  it('reads query numbers from text and refuses malformed service numbers', () => {
    expect(extraSeatsQuery.parse({ type: 'user', quantity: '2' })).toEqual({
      serviceNumber: 'KDZHJ01',
      type: 'user',
      quantity: 2,
    });
    expect(orderPageQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(serviceNumberParams.safeParse({ serviceNumber: '../x' }).success).toBe(false);
  });

  it('grants a coupon to a user named by id or phone', () => {
    expect(grantCouponBody.safeParse({ couponId: 1 }).success).toBe(false);
    expect(grantCouponBody.safeParse({ couponId: 1, phone: '13800000000' }).success).toBe(true);
    expect(grantCouponBody.safeParse({ couponId: 1, userId: 7 }).success).toBe(true);
  });
});
