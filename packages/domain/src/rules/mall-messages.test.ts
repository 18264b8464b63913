import { describe, expect, it } from 'vitest';
import './message-catalogues.ts';
import { message } from './messages.ts';

describe('mall messages', () => {
  it('fills the coupon minimum spend and the quantity limit', () => {
    expect(message('en-US', 'couponMinSpend', { amount: '100.00' })).toBe(
      'This coupon needs a spend of at least ¥100.00',
    );
    expect(message('zh-CN', 'quantityInvalid', { max: 99 })).toBe('请输入1到99之间的数量');
  });
});
