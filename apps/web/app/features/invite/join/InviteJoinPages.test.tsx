// @vitest-environment jsdom
import { formatPrice } from '@tallybook/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { INVITEE_KEY } from '../../../lib/invitee-storage';
import { InviteLandingPage, type InviteLandingPageProps } from './InviteLandingPage';
import { InviteRegisterPage, type InviteRegisterPageProps } from './InviteRegisterPage';
import { InviteWelcomePage, type InviteWelcomePageProps } from './InviteWelcomePage';
import type { InviteTerms } from './invite-join-data';
import { PosDownloadPage } from './PosDownloadPage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const terms: InviteTerms = {
  programme: 'tallybook',
  enabled: true,
  product: { serviceNumber: 'KDZHJ01', name: 'Tallybook' },
  terms: {
    registerAwardFen: 500,
    firstOrderAwardFen: 2000,
    refundWindowDays: 7,
    inviterCap: 20,
    capPeriodDays: 30,
    bindWindowHours: 72,
    inviteeCoupon: { valueFen: 3000, minSpendFen: 30000, validDays: 30 },
  },
  inviter: { code: 'K7M2Q9', nickname: 'Ming' },
};

const landing: InviteLandingPageProps = {
  language: 'en-US',
  programme: 'tallybook',
  code: 'K7M2Q9',
  terms,
  appLink: { href: 'https://apps.apple.com/app/tallybook/id1', store: 'appStore' },
  registerHref: '/invite/register?invite=K7M2Q9',
};

describe('InviteLandingPage', () => {
  it('names the inviter, the product and the coupon in money, with the app and the browser ways on', () => {
    renderWithApp(<InviteLandingPage {...landing} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('\u2068Ming\u2069 invites you to Tallybook');
    expect(screen.getByTestId('coupon-value').textContent).toBe(formatPrice(3000, 'en-US'));
    expect(screen.getByTestId('coupon-min-spend').textContent).toBe(`On orders from ${formatPrice(30000, 'en-US')}`);
    expect(screen.getByTestId('coupon-validity').textContent).toBe('Valid for 30 days after you register');
    const app = screen.getByRole('link', { name: 'Open the app' });
    expect(app.getAttribute('href')).toBe(landing.appLink.href);
    expect(app.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('button', { name: 'Continue in the browser' })).toBeTruthy();
    expect(screen.queryByTestId('programme-off')).toBeNull();
  });

  it('logs "open the app" from the browser, keeping the request alive as the page is left', async () => {
    const sent: Array<{ url: string; body: unknown; keepalive: boolean | undefined }> = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init.body)), keepalive: init.keepalive });
      return new Response(JSON.stringify({ code: 200, data: { recorded: true }, msg: 'ok' }));
    }) as typeof fetch;
    try {
      renderWithApp(<InviteLandingPage {...landing} programme="xh" />);
      const app = screen.getByRole('link', { name: 'Open the app' });
      app.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(app);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({
        url: expect.stringContaining('/recommend/activity/log'),
        body: { code: 'K7M2Q9', activity: 'invite/xh-share/shared', action: 'open-app' },
        keepalive: true,
      });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('keeps the invitee info in local storage, merged with what was there', async () => {
    window.localStorage.setItem(INVITEE_KEY, JSON.stringify({ openid: 'o1' }));
    renderWithApp(<InviteLandingPage {...landing} programme="xh" />);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(INVITEE_KEY) ?? '{}')).toEqual({
        openid: 'o1',
        inviteCode: 'K7M2Q9',
        inviteProgramme: 'xh',
        inviter: 'Ming',
      }),
    );
  });

  it('says an unknown invitation could not be found, offering registration without an inviter', () => {
    renderWithApp(
      <InviteLandingPage
        {...landing}
        terms={{ ...terms, inviter: null }}
        code="NOPE00"
        registerHref="/invite/register"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not find this invitation');
    expect(screen.getByTestId('invite-not-found').textContent).toContain('NOPE00');
    expect(screen.queryByTestId('welcome-coupon')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register in the browser' }).getAttribute('href')).toBe('/invite/register');
  });

  it('says honestly when the programme is off, and offers no coupon', () => {
    renderWithApp(<InviteLandingPage {...landing} terms={{ ...terms, enabled: false }} />);
    expect(screen.getByTestId('programme-off').textContent).toContain('closed');
    expect(screen.queryByTestId('welcome-coupon')).toBeNull();
  });

  it('reads right to left in Arabic, every word Arabic', () => {
    renderWithApp(<InviteLandingPage {...landing} language="ar" />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('يدعوك \u2068Ming\u2069 إلى Tallybook');
    expect(screen.getByTestId('coupon-validity').textContent).toBe('صالحة لمدة 30 يومًا بعد التسجيل');
  });
});

const register: InviteRegisterPageProps = {
  language: 'en-US',
  programme: 'tallybook',
  code: 'K7M2Q9',
  terms,
  phoneHide: null,
  registerForm: <form aria-label="The registration form" />,
};

describe('InviteRegisterPage', () => {
  it('offers the registration form the route gives it, stating the coupon', () => {
    renderWithApp(<InviteRegisterPage {...register} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Register with \u2068Ming\u2069's invitation");
    expect(screen.getByTestId('welcome-coupon')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'The registration form' })).toBeTruthy();
    expect(screen.queryByTestId('logged-in')).toBeNull();
  });

  it('tells a logged-in user so, binds it with the server answer, and refuses in the server words', async () => {
    let answer: { intent: string; ok: boolean; bound?: boolean; msg?: string; problem?: string } = {
      intent: 'bind',
      ok: false,
      problem: 'Only an account registered in the last 72 hours can accept an invitation.',
    };
    renderWithApp(<InviteRegisterPage {...register} phoneHide="139****0001" />, { action: async () => answer });
    expect(screen.getByTestId('logged-in').textContent).toContain(
      'You are already logged in as \u2066139****0001\u2069.',
    );
    expect(screen.getByTestId('logged-in').textContent).toContain('in the last 72 hours');
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(answer.problem);
    expect(screen.getByRole('link', { name: 'Go on to my account' }).getAttribute('href')).toBe('/account');
    answer = { intent: 'bind', ok: true, bound: true, msg: 'ok' };
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done: you accepted the invitation.');
    expect(screen.getByRole('link', { name: 'See your welcome coupon' }).getAttribute('href')).toBe(
      '/invite/register-success',
    );
  });

  it('offers no binding without an inviter, and goes on to the xh welcome for the second product', () => {
    renderWithApp(
      <InviteRegisterPage {...register} programme="xh" terms={{ ...terms, inviter: null }} phoneHide="139****0001" />,
    );
    expect(screen.queryByTestId('bind-inviter')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register for Tallybook');
    expect(screen.getByTestId('invite-not-found')).toBeTruthy();
  });
});

const welcome: InviteWelcomePageProps = {
  language: 'en-US',
  programme: 'tallybook',
  terms,
  phoneHide: '139****0001',
  coupon: {
    couponUserId: 7,
    name: 'Invited friend: ¥30 off orders from ¥300',
    kind: 'fixed',
    value: 3000,
    minSpend: 30000,
    expiresAt: '2026-12-27T00:00:00Z',
  },
  appLink: { href: '/download', store: 'download' },
};

describe('InviteWelcomePage', () => {
  it('shows the coupon held, its end date, and the mall link carrying it', () => {
    renderWithApp(<InviteWelcomePage {...welcome} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Tallybook');
    expect(screen.getByTestId('welcome-coupon').textContent).toContain('Invited friend');
    expect(screen.getByTestId('coupon-validity').textContent).toBe('Use it by December 27, 2026');
    expect(screen.getByTestId('use-coupon').getAttribute('href')).toBe('/mall/KDZHJ01?coupon=7');
    expect(screen.getByTestId('download-app').getAttribute('href')).toBe('/download');
  });

  it('says when no welcome coupon came with the registration', () => {
    renderWithApp(<InviteWelcomePage {...welcome} coupon={null} />);
    expect(screen.getByTestId('no-welcome-coupon').textContent).toContain('No unused welcome coupon');
    expect(screen.getByTestId('use-coupon').getAttribute('href')).toBe('/mall/KDZHJ01');
  });

  it('links the store app and all the xh downloads for the second product', () => {
    renderWithApp(
      <InviteWelcomePage
        {...welcome}
        programme="xh"
        appLink={{ href: 'https://apps.apple.com/x', store: 'appStore' }}
      />,
    );
    expect(screen.getByRole('link', { name: "Every platform's download" }).getAttribute('href')).toBe(
      '/invite/xh-share/download',
    );
  });
});

describe('PosDownloadPage', () => {
  const product = {
    id: 2,
    name: 'Tallybook POS',
    alias: 'tallybook-pos',
    description: 'A checkout',
    logo: '/logo.svg',
  };

  it('lists the downloads the route gives it, under the product', () => {
    const { container } = renderWithApp(
      <PosDownloadPage product={product} downloads={[<li key="ios">App Store</li>]} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download Tallybook POS');
    // a small decorative logo, never ahead of the page's styles and words
    expect(container.querySelector('img[src="/logo.svg"]')?.getAttribute('fetchpriority')).toBe('low');
    expect(screen.getByTestId('pos-downloads').textContent).toBe('App Store');
    expect(screen.getByRole('link', { name: "All our products' downloads" }).getAttribute('href')).toBe('/download');
  });

  it('says so when the product is not listed or has nothing to download', () => {
    renderWithApp(<PosDownloadPage product={null} downloads={[]} />);
    expect(screen.getByTestId('download-none')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download the app');
  });
});
