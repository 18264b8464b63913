// @vitest-environment jsdom
import { formatPrice, type LotteryInfo } from '@tallybook/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CampaignOffers } from './CampaignOffers';
import { CampaignPage } from './CampaignPage';
import type { CampaignOffers as Offers } from './campaign-offers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const coupon = {
  name: '¥30 off orders from ¥300',
  kind: 'fixed' as const,
  value: 3000,
  minSpendFen: 30000,
  serviceNumber: 'KDZHJ01',
  validDays: 30,
};
const lottery = (overrides: Partial<LotteryInfo> = {}): LotteryInfo => ({
  alias: 'lucky-draw',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  status: 'running',
  prizes: [
    { prizeId: 1, name: '¥30 coupon', kind: 'coupon', weight: 40, stockLeft: 5, coupon },
    { prizeId: 2, name: 'Thanks for taking part', kind: 'nothing', weight: 60, stockLeft: null, coupon: null },
  ],
  totalWeight: 100,
  rules: { freeChances: 1, sharePeriod: 'day', text: ['Everyone gets 1 free draw.'] },
  chances: { granted: 1, used: 0, left: 1, shareAvailable: true },
  ...overrides,
});
const none: Offers = { lottery: null, records: null, coupons: null, promotion: null, next: null };
const coupons = (overrides: Partial<NonNullable<Offers['coupons']>> = {}): NonNullable<Offers['coupons']> => ({
  status: 'running',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  coupons: [{ couponId: 7, ...coupon, stockLeft: 10 }],
  mine: [{ couponId: 7, state: 'unclaimed', expiresAt: null }],
  ...overrides,
});
const show = (offers: Partial<Offers>, url = '/auto-activity/lucky-draw/sms') =>
  renderWithApp(
    <CampaignOffers offers={{ ...none, ...offers }} alias="lucky-draw" result={undefined} language="en-US" />,
    {
      url,
    },
  );

describe('CampaignOffers: the lottery', () => {
  it('a visitor who is not logged in sees the prizes and is sent to log in, and back to this page', () => {
    show({ lottery: lottery({ chances: null }) });
    expect(screen.getByText('¥30 coupon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to draw' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/auto-activity/lucky-draw/sms')}`,
    );
  });

  it('a merchant with a draw left can draw and share', () => {
    show({ lottery: lottery(), records: [] });
    expect(screen.getByText('You have 1 draw left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draw' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share for one more draw' })).toBeTruthy();
    expect(screen.getByText('You have not drawn yet.')).toBeTruthy();
  });

  it('draws a wheel with a sector per prize, at rest before a draw', () => {
    show({ lottery: lottery(), records: [] });
    const wheel = screen.getByTestId('lottery-wheel');
    expect(wheel.querySelectorAll('path[d^="M50 50"]')).toHaveLength(2);
    expect(wheel.getAttribute('data-landed')).toBeNull();
    expect(screen.getByTestId('lottery-wheel-sectors').getAttribute('class')).toBeNull();
  });

  it('turns the wheel to the prize the server drew, and to the "nothing" slot when nothing was won', () => {
    const drawn = (won: boolean) =>
      renderWithApp(
        <CampaignOffers
          offers={{ ...none, lottery: lottery(), records: [] }}
          alias="lucky-draw"
          result={{ intent: 'draw', ok: true, won, prizeName: won ? '¥30 coupon' : '', chancesLeft: 0 }}
          language="en-US"
        />,
        { url: '/auto-activity/lucky-draw/sms' },
      );
    drawn(true);
    expect(screen.getByTestId('lottery-wheel').getAttribute('data-landed')).toBe('0');
    const sectors = screen.getByTestId('lottery-wheel-sectors');
    expect(sectors.getAttribute('class')).toBe('lottery-wheel-turn');
    expect(sectors.style.getPropertyValue('--wheel-turn')).toBe('2070deg'); // 5 turns, sector 0's middle at the top
    cleanup();
    drawn(false);
    expect(screen.getByTestId('lottery-wheel').getAttribute('data-landed')).toBe('1');
    expect(screen.getByTestId('lottery-wheel-sectors').style.getPropertyValue('--wheel-turn')).toBe('1890deg');
  });

  it('no chances left: no draw button, and says so', () => {
    show({ lottery: lottery({ chances: { granted: 2, used: 2, left: 0, shareAvailable: false } }), records: [] });
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share for one more draw' })).toBeNull();
    expect(screen.getByText('You have used all your draws.')).toBeTruthy();
  });

  it('prizes gone: nothing to draw for', () => {
    const prizes = lottery().prizes.map((prize) => (prize.kind === 'coupon' ? { ...prize, stockLeft: 0 } : prize));
    show({ lottery: lottery({ prizes }) });
    expect(screen.getByText('All won')).toBeTruthy();
    expect(screen.getByText('Every prize has been won. Thank you for taking part.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
  });

  it('outside the dates: says when it starts, or that it ended, with no form', () => {
    show({ lottery: lottery({ status: 'upcoming', startsAt: '2027-03-01T00:00:00.000Z' }) });
    expect(screen.getByRole('status').textContent).toMatch(/This campaign starts on .*2027/);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show({ lottery: lottery({ status: 'ended' }) });
    expect(screen.getByRole('status').textContent).toBe('This campaign has ended.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists my draws and what each won', () => {
    show({
      lottery: lottery({ chances: { granted: 1, used: 1, left: 0, shareAvailable: true } }),
      records: [
        {
          drawId: 2,
          prizeId: 1,
          prizeName: '¥30 coupon',
          kind: 'coupon',
          won: true,
          couponUserId: 9,
          drawnAt: '2026-11-27T08:00:00.000Z',
        },
        {
          drawId: 1,
          prizeId: 2,
          prizeName: 'Thanks',
          kind: 'nothing',
          won: false,
          couponUserId: null,
          drawnAt: '2026-11-26T08:00:00.000Z',
        },
      ],
    });
    const items = within(screen.getByTestId('lottery-records')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('¥30 coupon'),
      expect.stringContaining('No prize'),
    ]);
  });
});

describe('CampaignOffers: sharing for one more draw', () => {
  const shareWith = (action: () => Promise<unknown>) =>
    renderWithApp(
      <CampaignOffers
        offers={{ ...none, lottery: lottery() }}
        alias="lucky-draw"
        result={undefined}
        language="en-US"
      />,
      { url: '/auto-activity/lucky-draw', action: async () => action() },
    );

  it('opens the phone’s share sheet on this page, and asks for the draw once the sheet says it was shared', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const action = vi.fn(async () => ({ intent: 'share', ok: true, chancesLeft: 2 }));
    shareWith(action);
    fireEvent.click(screen.getByRole('button', { name: 'Share for one more draw' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: document.title, url: 'http://localhost:3000/' });
    expect(await screen.findByTestId('campaign-outcome')).toBeTruthy();
  });

  it('grants nothing when the sheet is cancelled', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', { ...navigator, share });
    const action = vi.fn(async () => ({ intent: 'share', ok: true, chancesLeft: 2 }));
    shareWith(action);
    fireEvent.click(screen.getByRole('button', { name: 'Share for one more draw' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(action).not.toHaveBeenCalled();
  });

  it('without a share sheet, copies the address, says so, and asks for the draw', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const action = vi.fn(async () => ({ intent: 'share', ok: true, chancesLeft: 2 }));
    shareWith(action);
    fireEvent.click(screen.getByRole('button', { name: 'Share for one more draw' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/');
    expect(screen.getByTestId('share-copied').textContent).toBe('Link copied: send it to a friend.');
  });
});

describe('CampaignOffers: coupons', () => {
  it('a visitor is sent to log in to claim', () => {
    show({ coupons: coupons({ mine: null }) }, '/auto-activity/coupon-pack');
    expect(screen.getByText('¥30.00 off orders from ¥300.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to claim' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/auto-activity/coupon-pack')}`,
    );
  });

  it('names a coupon with a minimum as Chinese shoppers read it: 满300减30, and each price one way (issue 64)', () => {
    const offers = { ...none, coupons: coupons() };
    for (const [language, deal] of [
      ['zh-CN', '满300减30'],
      ['zh-TW', '滿300減30'],
    ] as const) {
      const { unmount } = renderWithApp(
        <CampaignOffers offers={offers} alias="coupon-pack" result={undefined} language={language} />,
        { language },
      );
      expect(screen.getByText(deal)).toBeTruthy();
      // the minimum is in the deal, not written again in the price format
      expect(screen.getByTestId('campaign-coupons').textContent).not.toMatch(/300\.00|30\.00/);
      unmount();
    }
    // a coupon named by its terms is not named twice
    const named = {
      ...none,
      coupons: coupons({ coupons: [{ couponId: 7, ...coupon, name: '满300减30', stockLeft: 9 }] }),
    };
    const once = renderWithApp(
      <CampaignOffers offers={named} alias="coupon-pack" result={undefined} language="zh-CN" />,
      { language: 'zh-CN' },
    );
    expect(screen.getAllByText('满300减30')).toHaveLength(1);
    once.unmount();
    const { unmount } = renderWithApp(
      <CampaignOffers offers={offers} alias="coupon-pack" result={undefined} language="ar" />,
      { language: 'ar' },
    );
    // in Arabic the amounts are the price format, isolated so that they read CN¥ (formatPrice)
    expect(screen.getByTestId('campaign-coupons').textContent).toContain(formatPrice(3_000, 'ar'));
    unmount();
  });

  it('a merchant claims a coupon not claimed yet', () => {
    show({ coupons: coupons() });
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('a coupon claimed shows its state, not the claim button', () => {
    show({ coupons: coupons({ mine: [{ couponId: 7, state: 'unused', expiresAt: '2026-12-27T00:00:00.000Z' }] }) });
    expect(screen.getByTestId('coupon-state').textContent).toMatch(/^Claimed, valid until .*2026/);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('all claimed, or outside the dates: no claim button', () => {
    show({ coupons: coupons({ coupons: [{ couponId: 7, ...coupon, stockLeft: 0 }] }) });
    expect(screen.getByText('All claimed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show({ coupons: coupons({ status: 'ended' }) });
    expect(screen.getByText('This campaign has ended.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CampaignOffers: a promotion', () => {
  it('lists the SKUs at the campaign price, and buying carries the campaign to checkout', () => {
    renderWithApp(
      <CampaignOffers
        offers={{
          ...none,
          promotion: {
            status: 'running',
            startsAt: '2026-01-01T00:00:00.000Z',
            serviceNumber: 'KDZHJ01',
            goods: [{ skuId: 1, name: 'Basic, 12 months', priceFen: 59800, promotionPriceFen: 39800 }],
          },
        }}
        alias="first-year-offer"
        result={undefined}
        language="en-US"
      />,
    );
    expect(screen.getByText('¥398.00')).toBeTruthy();
    expect(screen.getByText('Usual price ¥598.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy at this price' }).getAttribute('href')).toBe(
      '/order/check?kind=new&skuId=1&quantity=1&campaign=first-year-offer',
    );
  });

  it('says before checkout why a merchant may not buy a SKU at the campaign price, with no buy button for it', () => {
    renderWithApp(
      <CampaignOffers
        offers={{
          ...none,
          promotion: {
            status: 'running',
            startsAt: '2026-01-01T00:00:00.000Z',
            serviceNumber: 'KDZHJ01',
            goods: [
              { skuId: 1, name: 'Basic, 12 months', priceFen: 59800, promotionPriceFen: 39800 },
              { skuId: 2, name: 'Professional, 12 months', priceFen: 99800, promotionPriceFen: 69800 },
            ],
            refusals: { 1: 'You have already bought at this campaign price.', 2: '' },
          },
        }}
        alias="first-year-offer"
        result={undefined}
        language="en-US"
      />,
    );
    const refused = screen.getAllByTestId('promotion-refused').map((each) => each.textContent);
    expect(refused).toEqual([
      'You have already bought at this campaign price.',
      'This price is not available to your account.',
    ]);
    expect(screen.queryByRole('link', { name: 'Buy at this price' })).toBeNull();
  });
});

describe('CampaignPage', () => {
  const campaign = {
    alias: 'lucky-draw',
    title: 'Spin',
    subtitle: 'One free draw',
    body: '<p>How</p>',
    cta_text: 'Template button',
    cta_link: '/mall',
    hero_image: '/hero.svg',
    ends_at: null,
  };

  it('logs the visit once, from its channel, and lets suggestion choose the main button', () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { accepted: 1 }, msg: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    renderWithApp(
      <CampaignPage
        campaign={campaign}
        language="en-US"
        channel="sms"
        offers={{ ...none, lottery: lottery(), records: [], next: { step: 'draw', text: 'Draw now', link: null } }}
      />,
      { url: '/auto-activity/lucky-draw/sms' },
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ommall/activity/channel-activity-log');
    expect(JSON.parse(String(init.body))).toEqual({ alias: 'lucky-draw', channel: 'sms', event: 'visit' });
    const buttons = screen.getAllByRole('link', { name: 'Draw now' });
    expect(buttons.map((link) => link.getAttribute('href'))).toEqual(['#campaign-offer', '#campaign-offer']);
    expect(screen.queryByText('Template button')).toBeNull();
  });

  it('a template-only campaign keeps its own button, and logs a visit without a channel', () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { accepted: 1 }, msg: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<CampaignPage campaign={campaign} language="en-US" />, { url: '/auto-activity/lucky-draw' });
    expect(screen.getAllByRole('link', { name: 'Template button' })).toHaveLength(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ommall/activity/batch-log');
    expect(JSON.parse(String(init.body))).toEqual([{ alias: 'lucky-draw', event: 'visit' }]);
  });
});
