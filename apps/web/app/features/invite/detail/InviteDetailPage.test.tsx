// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { AwardRow } from './detail-data';
import { InviteDetailPage, type InviteDetailPageProps } from './InviteDetailPage';

afterEach(cleanup);

const award = (overrides: Partial<AwardRow>): AwardRow => ({
  id: 1,
  kind: 'registration',
  state: 'pending',
  amountFen: 500,
  invitee: '139****0001',
  orderNo: null,
  earnedAt: '2026-11-20T08:00:00Z',
  maturesAt: null,
  ...overrides,
});

const props: InviteDetailPageProps = {
  language: 'en-US',
  programme: 'all',
  path: '/invite/detail',
  view: { list: 'awards', page: 1 },
  balances: { pendingFen: 2_500, payableFen: 500, payingFen: 0, paidFen: 0, totalFen: 3_000 },
  open: {
    list: 'awards',
    total: 23,
    rows: [
      award({ id: 1 }),
      award({
        id: 2,
        kind: 'firstOrder',
        amountFen: 2_000,
        orderNo: 'TB202611200001',
        maturesAt: '2026-11-27T08:00:00Z',
      }),
      award({ id: 3, state: 'payable' }),
      award({ id: 4, state: 'reversed', kind: 'firstOrder', orderNo: 'TB202611200002' }),
    ],
  },
};

describe('InviteDetailPage', () => {
  it('shows each award: amount, kind, state, masked friend, order and when it can be received', () => {
    renderWithApp(<InviteDetailPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rewards and registrations');
    expect(screen.getByTestId('balance-pendingFen').textContent).toBe('¥25.00');
    const rows = screen.getAllByTestId('award-row');
    expect(rows).toHaveLength(4);
    const [registration, firstOrder, payable, reversed] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(registration).getByTestId('award-amount').textContent).toBe('¥5.00');
    expect(registration.textContent).toContain('A friend registered');
    expect(within(registration).queryByText('Order')).toBeNull();
    expect(within(registration).getByTestId('award-matures').textContent).toBe(
      "After the friend's first paid order clears its refund window",
    );
    expect(within(registration).getByText('139****0001').getAttribute('dir')).toBe('ltr');
    expect(firstOrder.textContent).toContain("A friend's first paid order");
    expect(firstOrder.textContent).toContain('TB202611200001');
    expect(within(firstOrder).getByTestId('award-matures').textContent).toBe('From Nov 27, 2026');
    expect(within(payable).getByTestId('row-state').textContent).toBe('Ready to receive');
    expect(reversed.textContent).toContain('Never: the order was refunded');
    expect(screen.getByTestId('list-count').textContent).toBe('23 rewards');
  });

  it("names no order on a registration award, even once the friend's first order starts its window", () => {
    const rows = [
      award({ id: 1, orderNo: 'TB202611200009', maturesAt: '2026-11-27T08:00:00Z' }),
      award({ id: 2, kind: 'firstOrder', orderNo: 'TB202611200009', maturesAt: '2026-11-27T08:00:00Z' }),
    ];
    renderWithApp(<InviteDetailPage {...props} open={{ list: 'awards', total: 2, rows }} />);
    const [registration, firstOrder] = screen.getAllByTestId('award-row') as [HTMLElement, HTMLElement];
    expect(registration.textContent).toContain('A friend registered');
    expect(registration.textContent).not.toContain('TB202611200009');
    expect(within(registration).queryByText('Order')).toBeNull();
    expect(within(firstOrder).getByText('Order')).toBeTruthy();
    expect(firstOrder.textContent).toContain('TB202611200009');
  });

  it('tabs, state filters and pages are links carrying the view, so they work without a script', () => {
    renderWithApp(<InviteDetailPage {...props} view={{ list: 'awards', page: 1, state: 'pending' }} />);
    expect(screen.getByTestId('tab-awards').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-registrations').getAttribute('href')).toBe(
      '/invite/detail?list=registrations#invite-lists',
    );
    const filter = screen.getByTestId('state-filter');
    expect(within(filter).getByRole('link', { name: 'Paid' }).getAttribute('href')).toBe(
      '/invite/detail?state=paid#invite-lists',
    );
    expect(within(filter).getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/invite/detail#invite-lists');
    expect(screen.getAllByRole('link', { name: 'Page 3' })[0]?.getAttribute('href')).toBe(
      '/invite/detail?state=pending&page=3#invite-lists',
    );
  });

  it('says what to do when there is nothing yet, or nothing in a state', () => {
    renderWithApp(<InviteDetailPage {...props} open={{ list: 'awards', rows: [], total: 0 }} />);
    expect(screen.getByTestId('list-empty').textContent).toContain('No rewards yet. Share your invite link');
    expect(screen.getByTestId('empty-share').getAttribute('href')).toBe('/invite');
    cleanup();
    renderWithApp(
      <InviteDetailPage
        {...props}
        view={{ list: 'awards', page: 1, state: 'paid' }}
        open={{ list: 'awards', rows: [], total: 0 }}
      />,
    );
    expect(screen.getByTestId('list-empty').textContent).toContain('No rewards in this state.');
    expect(screen.getByRole('link', { name: 'Show all rewards' }).getAttribute('href')).toBe(
      '/invite/detail#invite-lists',
    );
    cleanup();
    renderWithApp(
      <InviteDetailPage
        {...props}
        view={{ list: 'registrations', page: 1 }}
        open={{ list: 'registrations', rows: [], total: 0 }}
      />,
    );
    expect(screen.getByTestId('list-empty').textContent).toContain('No friend has registered through your link yet');
    expect(screen.queryByTestId('state-filter')).toBeNull();
  });

  it('lists the friends who registered, whether they paid and what they earned the user', () => {
    renderWithApp(
      <InviteDetailPage
        {...props}
        view={{ list: 'registrations', page: 1 }}
        open={{
          list: 'registrations',
          total: 2,
          rows: [
            { invitee: '139****0001', boundAt: '2026-11-20T08:00:00Z', firstPaidAt: null, awardedFen: 500 },
            {
              invitee: '139****0002',
              boundAt: '2026-11-21T08:00:00Z',
              firstPaidAt: '2026-11-22T08:00:00Z',
              awardedFen: 2_500,
            },
          ],
        }}
      />,
    );
    const [first, second] = screen.getAllByTestId('registration-row') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('No paid order yet');
    expect(second.textContent).toContain('Has paid');
    expect(second.textContent).toContain('¥25.00');
    expect(screen.getByTestId('list-count').textContent).toBe('2 friends registered');
  });

  it('is the xh rewards page with its own title and links, and reads right to left in Arabic', () => {
    renderWithApp(<InviteDetailPage {...props} language="ar" programme="xh" path="/invite/xh-share/rewards" />, {
      language: 'ar',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مكافآتي من Tallybook POS');
    expect(screen.getByTestId('detail-back').getAttribute('href')).toBe('/invite/xh-share');
    expect(screen.getByTestId('tab-registrations').getAttribute('href')).toBe(
      '/invite/xh-share/rewards?list=registrations#invite-lists',
    );
    expect(screen.getByTestId('list-count').textContent).toBe('23 مكافأة');
    expect(document.body.textContent).not.toMatch(/\{\{|awards\.|states\./);
  });
});
