// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { CouponOffer } from './mall-api';
import { DraftOrderCheck, type OrderDraft } from './OrderCheckPage';

afterEach(cleanup);

const draft: OrderDraft = {
  kind: 'new',
  skuId: 3,
  quantity: 1,
  amount: 99_800,
  title: 'Professional · 1 year',
  expiresAt: null,
};
const coupon = (couponUserId: number, discount: number, usable = true): CouponOffer => ({
  couponUserId,
  name: `Coupon ${couponUserId}`,
  kind: 'fixed',
  value: discount,
  minSpend: 0,
  expiresAt: '2026-12-27T00:00:00Z',
  usable,
  reason: usable ? null : 'Not for this order',
  discount: usable ? discount : 0,
});
const checked = () =>
  screen
    .getAllByTestId('coupon-option')
    .filter((option) => option.querySelector('input')?.checked)
    .map((option) => option.textContent);

describe('the coupon chosen at checkout (issue 16)', () => {
  const coupons = [coupon(4, 5_000), coupon(7, 3_000), coupon(9, 9_000, false)];
  const render = (order: OrderDraft) =>
    renderWithApp(
      <DraftOrderCheck draft={order} coupons={coupons} contacts={[]} invoiceProfile={null} language="en-US" />,
    );

  it('is the best one by default', () => {
    render(draft);
    expect(checked()).toEqual([expect.stringContaining('Coupon 4')]);
  });

  it('is the one the buyer came with, when it applies', () => {
    render({ ...draft, coupon: 7 });
    expect(checked()).toEqual([expect.stringContaining('Coupon 7')]);
  });

  it('is the best one when the coupon brought does not apply or is not the buyer’s', () => {
    render({ ...draft, coupon: 9 });
    expect(checked()).toEqual([expect.stringContaining('Coupon 4')]);
    cleanup();
    render({ ...draft, coupon: 12345 });
    expect(checked()).toEqual([expect.stringContaining('Coupon 4')]);
  });
});

describe('a campaign’s checkout (issue 64)', () => {
  const said = {
    'en-US': 'A campaign price cannot be combined with a coupon',
    'zh-CN': '活动价不能与优惠券同时使用',
    'zh-TW': '活動價不能與優惠券同時使用',
    ar: 'لا يمكن الجمع بين سعر الحملة والقسيمة',
  } as const;

  for (const [language, words] of Object.entries(said) as Array<[keyof typeof said, string]>) {
    it(`says in ${language} that its price takes no coupon, not that there are no coupons`, () => {
      renderWithApp(
        <DraftOrderCheck
          draft={{ ...draft, campaign: 'first-year-offer' }}
          coupons={[]}
          contacts={[]}
          invoiceProfile={null}
          language={language}
        />,
        { language },
      );
      expect(screen.getByTestId('coupon-campaign').textContent).toBe(words);
      expect(screen.queryByTestId('coupon-picker')).toBeNull();
    });
  }
});
