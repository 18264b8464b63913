// @vitest-environment jsdom
import { qrImageUrl } from '@tallybook/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { InviteHomePage, type InviteHomePageProps } from './InviteHomePage';
import type { InviteHomeFormResult } from './invite-home-data';

afterEach(cleanup);

const props: InviteHomePageProps = {
  language: 'en-US',
  info: {
    code: 'K7M2Q9PX',
    inviteUrl: 'https://tallybook.test/invite/middle?invite=K7M2Q9PX',
    registerUrl: 'https://tallybook.test/invite/register?invite=K7M2Q9PX',
    nickname: 'Ming',
    notice: true,
    enabled: true,
  },
  total: { invitedCount: 3, paidFriendsCount: 1, totalAwardFen: 1_500 },
  award: { pendingFen: 1_000, payableFen: 500, payingFen: 0, paidFen: 0, totalFen: 1_500 },
  ticker: [{ name: '139****0001', kind: 'registration', amountFen: 500, at: '2026-11-26T08:00:00Z' }],
  payIndex: { payableFen: 500, nextPacketFen: 500, minPacketFen: 100, maxPacketFen: 20_000, wechatBound: true },
};
const index = (overrides: Partial<NonNullable<InviteHomePageProps['payIndex']>>) => ({
  ...(props.payIndex as NonNullable<InviteHomePageProps['payIndex']>),
  ...overrides,
});

/** The page with an action that answers `answer` to its forms, as the route's action would. */
function withAction(answer: (form: FormData) => InviteHomeFormResult, overrides: Partial<InviteHomePageProps> = {}) {
  return renderWithApp(<InviteHomePage {...props} {...overrides} />, {
    action: async ({ request }) => answer(await request.formData()),
  });
}

describe('InviteHomePage', () => {
  it('shows the code, the link with its QR code and a copy button, the totals and the awards as money', () => {
    renderWithApp(<InviteHomePage {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My invitations');
    expect(screen.getByTestId('invite-code').textContent).toBe('K7M2Q9PX');
    expect(screen.getByTestId('invite-url').textContent).toBe(props.info.inviteUrl);
    expect(screen.getByTestId('invite-url').getAttribute('dir')).toBe('ltr');
    const card = screen.getByTestId('my-invite');
    expect(within(card).getByRole('img').getAttribute('src')).toBe(qrImageUrl(props.info.inviteUrl));
    expect(within(card).getByRole('button', { name: 'Copy: Invite link' })).toBeTruthy();
    expect(screen.getByTestId('total-invited').textContent).toBe('3');
    expect(screen.getByTestId('total-paid-friends').textContent).toBe('1');
    expect(screen.getByTestId('total-earned').textContent).toBe('¥15.00');
    expect(screen.getByTestId('award-pendingFen').textContent).toBe('¥10.00');
    expect(screen.getByTestId('award-payableFen').textContent).toBe('¥5.00');
    expect(screen.getByRole('link', { name: 'Rewards and registrations in detail' }).getAttribute('href')).toBe(
      '/invite/detail',
    );
    expect(screen.getByRole('link', { name: 'The rules' }).getAttribute('href')).toBe('/invite/rule');
    expect(within(card).getByRole('link', { name: 'Share a poster' }).getAttribute('href')).toBe(
      '/invite/share-product',
    );
    expect(within(card).getByRole('link', { name: 'Share Tallybook POS' }).getAttribute('href')).toBe(
      '/invite/xh-share',
    );
    expect(screen.queryByTestId('invite-off')).toBeNull();
  });

  it('names the ticker entries by their masked phone and amount, and says when there are none', () => {
    renderWithApp(<InviteHomePage {...props} />);
    expect(screen.getByTestId('award-ticker').textContent).toContain(
      "\u2066139****0001\u2069 earned ¥5.00 for a friend's registration",
    );
    cleanup();
    renderWithApp(<InviteHomePage {...props} ticker={[]} />);
    expect(screen.getByTestId('award-ticker').textContent).toContain('No rewards in the last seven days yet.');
  });

  it('says when the programme is closed to the account', () => {
    renderWithApp(<InviteHomePage {...props} info={{ ...props.info, enabled: false }} />);
    expect(screen.getByTestId('invite-off')).toBeTruthy();
  });

  it('offers the opposite of the reminder flag, posts it, and shows the server answer', async () => {
    const posted: Array<[string, string]> = [];
    withAction((form) => {
      posted.push([String(form.get('intent')), String(form.get('notice'))]);
      return { intent: 'notice', ok: true, msg: 'ok' };
    });
    expect(screen.getByTestId('notice-state').textContent).toBe('You are reminded when you earn a reward.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn reminders off' }));
    await waitFor(() => expect(screen.getByTestId('answer-notice').textContent).toBe('ok'));
    expect(posted).toEqual([['notice', 'false']]);
    cleanup();
    renderWithApp(<InviteHomePage {...props} info={{ ...props.info, notice: false }} />);
    expect(screen.getByRole('button', { name: 'Turn reminders on' })).toBeTruthy();
  });

  it('shows the red packet refusal as an alert in the server words', async () => {
    withAction(() => ({ intent: 'redpack', ok: false, problem: 'Follow the official account first.' }));
    fireEvent.click(screen.getByTestId('send-red-packet'));
    const answer = await screen.findByRole('alert');
    expect(answer.textContent).toBe('Follow the official account first.');
  });

  it('names the red packet it would send, and says why none can be sent yet instead of offering it', () => {
    renderWithApp(<InviteHomePage {...props} />);
    const button = screen.getByTestId('send-red-packet') as HTMLButtonElement;
    expect(button.textContent).toBe('Receive ¥5.00 as a WeChat red packet');
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId('red-packet-hint')).toBeNull();

    const cases = [
      [index({ payableFen: 0, nextPacketFen: 0 }), 'No reward is ready to receive yet.'],
      [index({ payableFen: 50, nextPacketFen: 0 }), 'Red packets start at ¥1.00: you have ¥0.50 ready to receive.'],
      [index({ wechatBound: false }), 'Red packets are sent through our WeChat official account: follow it first.'],
    ] as const;
    for (const [payIndex, why] of cases) {
      cleanup();
      renderWithApp(<InviteHomePage {...props} payIndex={payIndex} />);
      const blocked = screen.getByTestId('send-red-packet') as HTMLButtonElement;
      expect(blocked.disabled).toBe(true);
      expect(blocked.textContent).toBe('Receive as a WeChat red packet');
      const hint = screen.getByTestId('red-packet-hint');
      expect(hint.textContent?.startsWith(why)).toBe(true);
      expect(blocked.getAttribute('aria-describedby')).toBe(hint.id);
    }
    // not followed yet: the way to follow is one link away
    const follow = within(screen.getByTestId('red-packet-hint')).getByRole('link');
    expect(follow.getAttribute('href')).toBe('/account#official-account-title');
    expect(follow.textContent).toBe('Follow it on your account page');
  });

  it('leaves the red packet to the server when what it would pay is unknown', () => {
    renderWithApp(<InviteHomePage {...props} payIndex={null} />);
    const button = screen.getByTestId('send-red-packet') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Receive as a WeChat red packet');
  });

  it('reads right to left in Arabic with the link still left to right', () => {
    renderWithApp(<InviteHomePage {...props} language="ar" />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('دعواتي');
    expect(screen.getByTestId('invite-url').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('total-earned').textContent).not.toContain('{{');
    expect(screen.getByTestId('send-red-packet').textContent).not.toContain('{{');
  });
});
