// @vitest-environment jsdom
import type { Language } from '@tallybook/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { OrderDetail } from './mall-api';
import { OrderDetailPage } from './OrderDetailPage';

afterEach(cleanup);

type Invoice = NonNullable<OrderDetail['invoice']>;

const electronic: Invoice = {
  invoiceId: 7,
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'personal',
  title: 'Li Lei',
  email: 'li@example.com',
  status: 'issued',
  createdAt: '2026-11-20T02:00:00Z',
  issuedAt: '2026-11-23T06:30:00Z',
};

const paper: Invoice = {
  ...electronic,
  invoiceType: 'special',
  mediaType: 'paper',
  titleType: 'company',
  title: 'Sanli Trading Co., Ltd.',
  email: undefined,
  receiverName: 'Zhang San',
  receiverPhone: '13800138000',
  receiverAddress: '1 Binhai Road, Shenzhen',
};

const order = (invoice: Invoice): OrderDetail => ({
  orderId: 1,
  orderNo: 'TB202611200001',
  userId: 1,
  serviceNumber: 'KDZHJ01',
  kind: 'new',
  level: 'professional',
  skuId: 1,
  quantity: 1,
  amount: 119_800,
  discount: 0,
  finalAmount: 119_800,
  status: 'paid',
  payType: 1,
  createdAt: '2026-11-20T01:00:00Z',
  payDeadline: '2026-11-20T01:30:00Z',
  paidAt: '2026-11-20T01:05:00Z',
  cancelledAt: null,
  refundedAt: null,
  cancelReason: null,
  title: 'Tallybook Professional, 1 year',
  invoice,
  couponUserId: null,
  quote: { remainingDays: null, unitPrice: 119_800, targetExpiresAt: null },
  vat: null,
  payments: [],
});

const show = (invoice: Invoice, language: Language = 'en-US') =>
  renderWithApp(<OrderDetailPage order={order(invoice)} language={language} />, { language });

// issue 64: an issued fapiao showed neither when it was issued nor where it went
describe('the order page’s issued fapiao', () => {
  it('says when it was issued and the e-mail it was sent to', () => {
    show(electronic);
    expect(screen.getByTestId('fapiao-state').textContent).toBe('Issued on Nov 23, 2026, 2:30 PM for “Li Lei”.');
    expect(screen.getByTestId('fapiao-sent-to').textContent).toBe('Sent by e-mail to li@example.com.');
  });

  it('says who a paper fapiao was posted to, in the reader’s language', () => {
    show(paper, 'zh-TW');
    expect(screen.getByTestId('fapiao-state').textContent).toContain('開立');
    expect(screen.getByTestId('fapiao-sent-to').textContent).toBe(
      '已郵寄給 Zhang San，地址：1 Binhai Road, Shenzhen。',
    );
  });

  it('says nothing of where a fapiao went before it is issued', () => {
    show({ ...electronic, status: 'requested', issuedAt: null });
    expect(screen.getByTestId('fapiao-state').textContent).toContain('has not been issued yet');
    expect(screen.queryByTestId('fapiao-sent-to')).toBeNull();
  });
});
