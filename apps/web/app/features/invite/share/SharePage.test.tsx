// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { XH_TERMS } from '../programme/test-terms';
import { SharePage } from './SharePage';
import type { ShareKit } from './share-data';
import { XhSharePage } from './XhSharePage';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
});

const kit: ShareKit = {
  kind: 'register',
  product: 'Tallybook',
  nickname: 'Ming',
  code: 'K7M2Q9',
  link: 'https://tallybook.test/invite/register?invite=K7M2Q9',
  posterUrl: '/invite/poster.svg?of=register&lang=en-US',
  fileName: 'tallybook-invite-register-K7M2Q9.svg',
};

describe('SharePage', () => {
  it('shows the poster image, downloads the same image as a file, and copies the link', () => {
    renderWithApp(<SharePage kit={kit} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Share the registration page');
    const image = screen.getByTestId('poster-image');
    expect(image.getAttribute('src')).toBe(kit.posterUrl);
    expect(image.getAttribute('alt')).toBe('Poster: Ming invites you to Tallybook, with the QR code of the link');
    // the page's main picture: asked for first, not left to a priority the browser may or may not raise
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const download = screen.getByRole('link', { name: 'Download the poster' });
    expect(download.getAttribute('href')).toBe(`${kit.posterUrl}&download=1`);
    expect(download.getAttribute('download')).toBe(kit.fileName);
    expect(screen.getByTestId('share-link').textContent).toBe(kit.link);
    expect(screen.getByTestId('share-link').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'Copy: Invite link' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Posters' });
    expect(within(tabs).getByRole('link', { name: 'Registration poster' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Product poster' }).getAttribute('href')).toBe(
      '/invite/share-product',
    );
  });

  it('offers no share button where the browser has no share sheet', () => {
    renderWithApp(<SharePage kit={kit} />);
    expect(screen.queryByTestId('web-share')).toBeNull();
  });

  it('opens the share sheet with the link where the browser has one, and says when it failed', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithApp(<SharePage kit={kit} />);
    const button = await screen.findByRole('button', { name: 'Share the link' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Tallybook', text: 'Ming invites you to Tallybook', url: kit.link }),
    );
    fireEvent.click(button);
    expect(await screen.findByText('Could not share: copy the link instead.')).toBeTruthy();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithApp(<SharePage kit={kit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share the link' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.queryByText('Could not share: copy the link instead.')).toBeNull();
  });
});

describe('XhSharePage', () => {
  const props = {
    language: 'zh-CN' as const,
    kit: {
      ...kit,
      kind: 'xh' as const,
      product: 'Tallybook POS',
      link: 'https://tallybook.test/invite/xh-share/shared?invite=K7M2Q9&invite_programme=xh',
    },
    registerUrl: 'https://tallybook.test/invite/register?invite=K7M2Q9&invite_programme=xh',
    terms: XH_TERMS,
    total: { invitedCount: 2, paidFriendsCount: 1, totalAwardFen: 2_300 },
    award: { pendingFen: 2_300, payableFen: 0, payingFen: 0, paidFen: 0, totalFen: 2_300 },
  };

  it('states its own terms, totals and balances, and links to its rewards and rules', () => {
    renderWithApp(<XhSharePage {...props} />, { language: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('分享 Tallybook POS');
    expect(screen.getByTestId('xh-terms').textContent).toBe(
      '邀请商家使用 Tallybook POS：商家注册，您获得 ¥8.00；商家首次付款下单，您再获得 ¥15.00；商家还可获得一张 ¥20.00 的优惠券。',
    );
    expect(screen.getByTestId('xh-total-invited').textContent).toBe('2');
    expect(screen.getByTestId('xh-total-earned').textContent).toBe('¥23.00');
    expect(screen.getByTestId('xh-balance-pendingFen').textContent).toBe('¥23.00');
    expect(screen.getByTestId('xh-rewards-link').getAttribute('href')).toBe('/invite/xh-share/rewards');
    expect(screen.getByTestId('xh-rules-link').getAttribute('href')).toBe('/invite/xh-share/rules');
    expect(screen.getByTestId('share-link').textContent).toContain('invite_programme=xh');
    expect(screen.getByTestId('xh-register-link').textContent).toBe(props.registerUrl);
    expect(screen.getByRole('button', { name: '复制: 注册链接' })).toBeTruthy();
    expect(screen.queryByTestId('xh-off')).toBeNull();
  });

  it('says when the programme is paused, and reads in Arabic without raw keys', () => {
    renderWithApp(<XhSharePage {...props} language="ar" terms={{ ...XH_TERMS, enabled: false }} />, {
      language: 'ar',
    });
    expect(screen.getByTestId('xh-off')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{\{|xh\.|links\.|totals\./);
  });
});
