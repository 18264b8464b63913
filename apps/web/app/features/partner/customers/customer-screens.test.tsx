// @vitest-environment jsdom

import { message, type PartnerCustomer } from '@tallybook/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { AddCustomerForm } from './AddCustomerForm';
import { CustomerCard } from './CustomerCard';
import { ProtectionCountdown } from './customer-parts';
import { FollowUpPage } from './FollowUpPage';

afterEach(cleanup);

const customer: PartnerCustomer = {
  merchantId: 41,
  phone: '138****0041',
  shopName: '',
  address: '深圳市南山区科技园 1 号',
  industry: null,
  registeredAt: '2026-11-20T02:00:00.000Z',
  channel: 'site',
  ownership: 'mine',
  source: 'link',
  labels: ['chain', '老客户'],
  intention: 'high',
  lastFollowUpAt: null,
  ownedSince: '2026-11-20T02:00:00.000Z',
  protectedUntil: '2027-02-18T02:00:00.000Z',
  remainingDays: 84,
  poolSince: null,
  serviceExpiresAt: null,
};

describe('the customer screens', () => {
  it('shows a row with the masked phone, a missing shop name said plainly, labels, intention and countdown', () => {
    renderWithApp(
      <ul>
        <CustomerCard customer={customer} language="en-US" />
      </ul>,
    );
    expect(screen.getByTestId('customer-phone').textContent).toBe('138****0041');
    expect(screen.getByText('Shop name not given')).toBeTruthy();
    expect(screen.getByTestId('protection-countdown').textContent).toBe('84 days left');
    expect(screen.getByTestId('customer-labels').textContent).toBe('Chain store老客户');
    expect(screen.getByTestId('customer-intention').textContent).toBe('High');
    expect(screen.getByText('No paid service')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/agent/merchant/chance-detail?merchantId=41');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('offers a pool row to be claimed, without a countdown', () => {
    renderWithApp(
      <ul>
        <CustomerCard customer={{ ...customer, ownership: 'pool', remainingDays: null }} language="zh-CN" />
      </ul>,
      { language: 'zh-CN' },
    );
    expect(screen.queryByTestId('protection-countdown')).toBeNull();
    const claim = screen.getByRole('button', { name: '领取' });
    const form = claim.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'claim-customer', merchantId: '41' });
  });

  it.each([
    ['en-US', 1, '1 day left'],
    ['zh-CN', 1, '剩余 1 天'],
    ['ar', 1, 'يتبقى يوم واحد'],
    ['ar', 2, 'يتبقى يومان'],
    ['ar', 5, 'يتبقى 5 أيام'],
    ['ar', 11, 'يتبقى 11 يومًا'],
    ['ar', 100, 'يتبقى 100 يوم'],
    ['en-US', 0, 'Protection ended'],
  ] as const)('counts the protection down in %s: %i → %s', (language, days, text) => {
    renderWithApp(<ProtectionCountdown remainingDays={days} />, { language });
    expect(screen.getByTestId('protection-countdown').textContent).toBe(text);
  });

  it('refuses a follow-up without intention or note with spec §5 message, before anything is sent', () => {
    renderWithApp(
      <FollowUpPage
        language="zh-CN"
        customer={{ merchantId: 41, phone: '138****0041', shopName: '小明超市', intention: null }}
      />,
      { language: 'zh-CN' },
    );
    fireEvent.submit(screen.getByTestId('form-follow-up'));
    expect(screen.getByTestId('form-problem').textContent).toBe(message('zh-CN', 'followUpRequired'));
    fireEvent.click(screen.getByRole('radio', { name: '高' }));
    fireEvent.submit(screen.getByTestId('form-follow-up'));
    expect(screen.getByTestId('form-problem').textContent).toBe(message('zh-CN', 'followUpRequired'));
  });

  it('refuses a customer added without a phone with spec §5 message', () => {
    renderWithApp(<AddCustomerForm language="ar" industries={['grocery', 'other']} />, { language: 'ar' });
    fireEvent.submit(screen.getByTestId('form-add-customer'));
    expect(screen.getByTestId('form-problem').textContent).toBe(message('ar', 'customerPhoneEmpty'));
    expect(screen.getByRole('option', { name: 'البقالة والمتاجر الصغيرة' })).toBeTruthy();
  });
});
