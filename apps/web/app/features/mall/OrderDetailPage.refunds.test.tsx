// @vitest-environment jsdom
import { formatPrice, type Language } from '@tallybook/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { OrderDetail } from './mall-api';
import { OrderDetailPage } from './OrderDetailPage';

afterEach(cleanup);

// Refunded at 01:30 on the 8th in the business calendar (UTC+8), still the 7th in UTC.
const REFUNDED_AT = '2026-12-07T17:30:00.000Z';

const order = (payTypeName: string): OrderDetail => ({
  orderId: 1,
  orderNo: 'TB20261207170000123456',
  userId: 1,
  serviceNumber: 'KDZHJ01',
  kind: 'new',
  level: 'basic',
  skuId: 1,
  quantity: 1,
  amount: 119_800,
  discount: 0,
  finalAmount: 119_800,
  status: 'paid',
  payType: 1,
  createdAt: '2026-12-07T16:55:00.000Z',
  payDeadline: '2026-12-07T17:25:00.000Z',
  paidAt: '2026-12-07T17:00:00.000Z',
  cancelledAt: null,
  refundedAt: null,
  cancelReason: null,
  title: 'Tallybook',
  invoice: null,
  couponUserId: null,
  quote: { remainingDays: null, unitPrice: 119_800, targetExpiresAt: null },
  vat: null,
  payments: [
    {
      tradeNo: 'TB20261207170000123456P00000002',
      payType: 1,
      payTypeName,
      amount: 119_800,
      status: 'refunded',
      createdAt: '2026-12-07T16:58:00.000Z',
      settledAt: '2026-12-07T17:00:01.000Z',
      refundedAt: REFUNDED_AT,
    },
    {
      tradeNo: 'TB20261207170000123456P00000001',
      payType: 1,
      payTypeName,
      amount: 119_800,
      status: 'succeeded',
      createdAt: '2026-12-07T16:57:00.000Z',
      settledAt: '2026-12-07T17:00:00.000Z',
      refundedAt: null,
    },
  ],
});

const cases: Array<[Language, string, RegExp]> = [
  ['en-US', 'WeChat Pay', /^Refunded .+ to WeChat Pay on December 8, 2026$/],
  ['zh-CN', '微信支付', /^已于2026年12月8日退款.+至微信支付$/],
  ['zh-TW', '微信支付', /^已於2026年12月8日退款.+至微信支付$/],
  ['ar', 'وي تشات باي', /^استُرد .+ إلى وي تشات باي في .+$/],
];

describe('a payment taken twice and given back, on the order’s page (decision 0087)', () => {
  it.each(cases)(
    'says in %s how much went back, where, and on which day (UTC+8)',
    async (language, payTypeName, line) => {
      renderWithApp(<OrderDetailPage order={order(payTypeName)} language={language} />, { language });
      const refunded = await screen.findByTestId('payment-refunded');
      const text = refunded.textContent ?? '';
      expect(text).toMatch(line);
      expect(text).toContain(formatPrice(119_800, language));
      // only the refunded payment says so
      expect(screen.getAllByTestId('payment-refunded')).toHaveLength(1);
    },
  );
});
