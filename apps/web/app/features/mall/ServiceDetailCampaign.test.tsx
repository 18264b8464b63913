// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { ServiceDetail as Service, Sku } from './mall-api';
import { ServiceDetail } from './ServiceDetail';

afterEach(cleanup);

const sku = (skuId: number, level: 'basic' | 'professional', months: number, price: number): Sku => ({
  skuId,
  serviceNumber: 'KDZHJ01',
  level,
  subscribeType: 1,
  months,
  price,
  listPrice: price,
  name: `${level} ${months}`,
});
const edition = (level: 'basic' | 'professional', name: string) => ({
  level,
  name,
  includedUsers: 3,
  includedStores: 1,
  canBuyExtraStores: level === 'professional',
  fromPrice: 0,
  features: [],
});
const service: Service = {
  serviceNumber: 'KDZHJ01',
  name: 'Tallybook',
  description: 'Stock and orders',
  productId: 1,
  editions: [edition('basic', 'Basic'), edition('professional', 'Professional')],
  skus: [sku(1, 'basic', 12, 59_800), sku(3, 'professional', 12, 119_800), sku(4, 'professional', 24, 215_600)],
  extras: { userAnnualPrice: 20_000, storeAnnualPrice: 60_000 },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const show = (campaign: { alias: string; prices: Record<number, number> } | null) =>
  renderWithApp(
    <Routes>
      <Route
        path="/mall/KDZHJ01"
        element={
          <ServiceDetail
            service={service}
            sections={[]}
            level="professional"
            skuId={3}
            loggedIn
            licence={null}
            campaign={campaign}
            language="en-US"
          />
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url: '/mall/KDZHJ01?campaign=first-year-offer' },
  );

describe('the mall opened by a campaign’s button (issue 64)', () => {
  it('shows the campaign’s price, the usual one struck through, and buys at it', () => {
    show({ alias: 'first-year-offer', prices: { 1: 39_800, 3: 89_800 } });
    expect(screen.getByTestId('sku-price').dataset.fen).toBe('89800');
    expect(screen.getByTestId('campaign-price-note').textContent).toBe('Campaign price');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/order/check?kind=new&skuId=3&quantity=1&campaign=first-year-offer',
    );
  });

  it('gives a duration the campaign does not cover its usual price, bought without the campaign', () => {
    show({ alias: 'first-year-offer', prices: { 1: 39_800, 3: 89_800 } });
    fireEvent.click(screen.getByRole('radio', { name: /2-year/ }));
    expect(screen.getByTestId('sku-price').dataset.fen).toBe('215600');
    expect(screen.queryByTestId('campaign-price-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByTestId('where').textContent).toBe('/order/check?kind=new&skuId=4&quantity=1');
  });

  it('shows the usual price where no campaign runs', () => {
    show(null);
    expect(screen.getByTestId('sku-price').dataset.fen).toBe('119800');
  });
});
