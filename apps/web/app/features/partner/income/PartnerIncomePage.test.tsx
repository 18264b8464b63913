// @vitest-environment jsdom
import { message } from '@tallybook/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { IncomeScreenData, OpenIncomeList } from './income-data';
import { PartnerIncomePage } from './PartnerIncomePage';

afterEach(cleanup);

const payee = {
  bankCode: 'ICBC',
  bankName: 'Industrial and Commercial Bank of China',
  cardNoMasked: '**** **** **** 0128',
  cardLast4: '0128',
  residentIdMasked: '110***********002X',
  payeeName: 'Wang Xiaoming',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const share = {
  id: 1,
  orderNo: 'TB202611270001',
  merchantName: 'Xiaoming Store',
  serviceName: 'Tallybook',
  baseFen: 107_820,
  rateBp: 1_500,
  amountFen: 16_173,
  kind: 'direct' as const,
  state: 'pending' as const,
  earnedAt: '2026-11-27T02:00:00.000Z',
  rebatePeriodEnd: '2026-12-04T02:00:00.000Z',
  referrer: null,
};

function screenData(overrides: Partial<IncomeScreenData> = {}, open?: OpenIncomeList): IncomeScreenData {
  return {
    language: 'en-US',
    view: { list: open?.list ?? 'shares', page: 1 },
    balances: {
      pendingFen: 16_173,
      withdrawableFen: 0,
      withdrawingFen: 0,
      paidOutFen: 0,
      taxWithheldFen: 0,
      cumulativeShareFen: 16_173,
      cumulativeIncomeFen: 0,
    },
    withdrawal: { withdrawableFen: 0, minimumFen: 10_000, payee: null },
    rates: {
      level: 'gold',
      list: [{ serviceCode: 'KDZHJ01', serviceName: 'Tallybook', rateBp: 1_500 }],
      parentShareBp: 1_000,
      rebatePeriodDays: 7,
    },
    banks: [{ code: 'ICBC', name: 'Industrial and Commercial Bank of China' }],
    open: open ?? { list: 'shares', rows: [share], total: 1 },
    listProblem: '',
    ...overrides,
  };
}

describe('PartnerIncomePage', () => {
  it('shows the balances, the rebate period and a share as pending, with its period’s end and referrer', () => {
    renderWithApp(<PartnerIncomePage {...screenData()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Income and withdrawals');
    expect(screen.getByTestId('balance-pending').textContent).toBe('¥161.73');
    expect(screen.getByTestId('balance-cumulativeShare').textContent).toBe('¥161.73');
    expect(screen.getByTestId('income-summary').textContent).toContain(
      'Each share is held 7 days after the customer pays',
    );
    const row = screen.getByTestId('share-row');
    expect(row.dataset.state).toBe('pending');
    expect(within(row).getByTestId('share-state').textContent).toBe('In rebate period');
    expect(within(row).getByTestId('share-period-end').textContent).toBe('Dec 4, 2026');
    expect(row.textContent).toContain('Your own link');
    expect(row.textContent).toContain('15%');
    expect(screen.getByTestId('income-rates').textContent).toContain('As a gold partner');
  });

  it('opens each list by a link of its own, with its page links ending at the lists', () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ ...share, id: index + 1 }));
    renderWithApp(<PartnerIncomePage {...screenData({}, { list: 'shares', rows, total: 23 })} />);
    const tabs = screen.getByRole('navigation', { name: 'Income details' });
    expect(within(tabs).getByRole('link', { name: 'Income ledger' }).getAttribute('href')).toBe(
      '/agent/divide?list=ledger#income-lists',
    );
    expect(within(tabs).getByRole('link', { name: 'Shares' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('income-list-count').textContent).toBe('23 shares');
    expect(
      within(screen.getByTestId('pagination-desktop')).getByRole('link', { name: 'Page 3' }).getAttribute('href'),
    ).toBe('/agent/divide?page=3#income-lists');
  });

  it('asks for a payee before a withdrawal, with the way to the payee form (spec §5)', () => {
    renderWithApp(<PartnerIncomePage {...screenData()} />);
    expect(screen.getByTestId('payee-none')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (yuan)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const problem = screen.getByTestId('withdraw-problem');
    expect(problem.textContent).toContain(message('en-US', 'bankDetailsRequired'));
    expect(within(problem).getByRole('link', { name: 'Add your payee account' }).getAttribute('href')).toBe('#payee');
  });

  it('checks the amount in the browser against the balance and the minimum, and shows the payee on file', () => {
    renderWithApp(
      <PartnerIncomePage {...screenData({ withdrawal: { withdrawableFen: 16_173, minimumFen: 10_000, payee } })} />,
    );
    expect(screen.getByTestId('withdraw-minimum').textContent).toBe('At least ¥100.00 a withdrawal');
    const amount = screen.getByLabelText('Amount (yuan)');
    const tries: Array<[string, Parameters<typeof message>[1]]> = [
      ['50', 'minimumWithdrawal'],
      ['200', 'amountOverWithdrawable'],
      ['1,5', 'amountWrong'],
    ];
    for (const [typed, key] of tries) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByTestId('withdraw-problem').textContent).toBe(message('en-US', key));
    }
    const onFile = screen.getByTestId('payee-on-file');
    expect(onFile.textContent).toContain('**** **** **** 0128');
    expect(onFile.textContent).toContain('110***********002X');
    expect(onFile.textContent).not.toContain('11010519491231002X');
  });

  it('names the bank of a card number as it is typed, when no bank is chosen', () => {
    renderWithApp(<PartnerIncomePage {...screenData()} />);
    fireEvent.change(screen.getByLabelText('Bank card number'), { target: { value: '6222 0212 3456' } });
    expect(screen.getByTestId('payee-card-bank').textContent).toBe('Card of Industrial and Commercial Bank of China');
    fireEvent.change(screen.getByLabelText('Bank card number'), { target: { value: '999999' } });
    expect(screen.getByTestId('payee-card-bank').textContent).toBe(
      'The bank of this card is not known: choose it in the list.',
    );
  });

  it('lists ledger lines signed, and withdrawals with their card, tax, net and a rejection’s reason', () => {
    const line = {
      id: 3,
      type: 'withdrawal' as const,
      amountFen: -15_000,
      at: '2026-12-05T02:00:00.000Z',
      orderNo: null,
      withdrawalNo: 'W1',
      memo: 'W1',
    };
    renderWithApp(<PartnerIncomePage {...screenData({}, { list: 'ledger', rows: [line], total: 1 })} />);
    expect(screen.getByTestId('ledger-amount').textContent).toBe('-¥150.00');
    expect(screen.getByTestId('ledger-type').textContent).toBe('Withdrawal requested');
    cleanup();
    const withdrawal = {
      id: 9,
      withdrawalNo: 'W2026120500000009',
      grossFen: 500_000,
      taxFen: 80_000,
      netFen: 420_000,
      state: 'rejected' as const,
      requestedAt: '2026-12-05T02:00:00.000Z',
      decidedAt: '2026-12-06T02:00:00.000Z',
      paidAt: null,
      bankCode: 'ICBC',
      bankName: 'Industrial and Commercial Bank of China',
      cardLast4: '0128',
      rejectReason: 'Card closed',
    };
    renderWithApp(<PartnerIncomePage {...screenData({}, { list: 'withdrawals', rows: [withdrawal], total: 1 })} />);
    const row = screen.getByTestId('withdrawal-row');
    expect(within(row).getByTestId('withdrawal-state').textContent).toBe('Rejected');
    expect(row.textContent).toContain('¥800.00');
    expect(row.textContent).toContain('¥4,200.00');
    expect(within(row).getByTestId('withdrawal-card').textContent).toBe(
      'Industrial and Commercial Bank of China, ending 0128',
    );
    expect(within(row).getByTestId('withdrawal-reject-reason').textContent).toBe('Reason: Card closed');
  });

  it('reads in Arabic with its plural of days, and no English in its own words', () => {
    renderWithApp(<PartnerIncomePage {...screenData({ language: 'ar' })} />, { language: 'ar' });
    const summary = screen.getByTestId('income-summary').textContent ?? '';
    expect(summary).toContain('تُحتجز كل حصة 7 أيام');
    // the prices' currency aside (ICU writes CN¥ in Arabic), no Latin word
    expect(summary.replace(/CN¥/g, '')).not.toMatch(/[A-Za-z]/);
    expect(screen.getByTestId('form-withdraw').textContent).not.toMatch(/[A-Za-z]{2,}(?<!CN)/);
  });
});
