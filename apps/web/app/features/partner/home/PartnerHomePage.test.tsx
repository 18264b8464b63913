// @vitest-environment jsdom
import { qrImageUrl } from '@tallybook/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { PartnerHomePage } from './PartnerHomePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const referral = {
  referralCode: 'FW7SXDQW',
  nickname: 'Ming',
  showFullName: false,
  name: 'Wang Xiaoming',
  inviteUrl: 'https://tallybook.test/?partner=FW7SXDQW',
  registerUrl: 'https://tallybook.test/login?mode=register&partner=FW7SXDQW',
};
const home = (overrides: Partial<typeof referral> = {}) => (
  <PartnerHomePage
    language="en-US"
    partner={{ name: 'Wang Xiaoming', level: 'gold', certificateNo: 'TB-CN-2026-000042' }}
    figures={{
      customers: 12,
      newThisMonth: 3,
      expiringSoon: 1,
      team: 2,
      activatedThisMonth: 4,
      activatedTotal: 1_234,
      incomeThisMonthFen: 12_345,
      incomeTotalFen: 1_000_000,
    }}
    referral={{ ...referral, ...overrides }}
    applyUrl="https://tallybook.test/agent/join-apply?partner=FW7SXDQW"
  />
);

describe('PartnerHomePage', () => {
  it('shows the figures it is given, the shares as money, greeting by nickname or full name', () => {
    renderWithApp(home());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, Ming');
    expect(screen.getByTestId('figure-customers').textContent).toBe('12');
    expect(screen.getByTestId('figure-expiringSoon').textContent).toBe('1');
    expect(screen.getByTestId('figure-activatedThisMonth').textContent).toBe('4');
    expect(screen.getByTestId('figure-activatedTotal').textContent).toBe('1,234');
    expect(screen.getByTestId('figure-incomeThisMonth').textContent).toBe('¥123.45');
    expect(screen.getByTestId('figure-incomeTotal').textContent).toBe('¥10,000.00');
    cleanup();
    renderWithApp(home({ showFullName: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, Wang Xiaoming');
  });

  it('gives each link a QR code of itself and the ways into the partner area', () => {
    renderWithApp(home());
    const invite = screen.getByTestId('share-invite');
    expect(within(invite).getByRole('img').getAttribute('src')).toBe(qrImageUrl(referral.inviteUrl));
    expect(screen.getByTestId('share-apply-value').textContent).toBe(
      'https://tallybook.test/agent/join-apply?partner=FW7SXDQW',
    );
    expect(screen.getByRole('link', { name: 'My customers' }).getAttribute('href')).toBe('/agent/merchant');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/agent/system-set');
  });

  it('copies a link and says it copied, or says how to copy by hand when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(home());
    const register = screen.getByTestId('share-register');
    await act(async () => fireEvent.click(within(register).getByRole('button')));
    expect(writeText).toHaveBeenCalledWith(referral.registerUrl);
    expect(within(register).getByRole('button').textContent).toBe('Copied');
    expect(within(register).getByRole('status').textContent).toBe('Copied');

    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn().mockReturnValue(false);
    const code = screen.getByTestId('share-code');
    await act(async () => fireEvent.click(within(code).getByRole('button')));
    expect(within(code).getByRole('status').textContent).toBe('Could not copy — select the text and copy it yourself');
  });
});
