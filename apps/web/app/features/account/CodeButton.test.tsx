// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SmsCodeField } from './PhoneCodeFields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.TencentCaptcha;
});

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, data, msg }), {
    status: code === 200 ? 200 : code,
    headers: { 'content-type': 'application/json' },
  });

/** The server's answers: which check, the provider's verdict, the puzzle, the send; every call kept. */
function server(kind: unknown, verdict: () => Response = () => envelope({ slideToken: 'provider-token' })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/webzhj/captcha')) return init?.method === 'POST' ? verdict() : envelope(kind);
      if (url.includes('/webzhj/slidevalid'))
        return envelope({ challengeId: 'c', background: '', piece: '', pieceY: 10, width: 300, height: 150, pow: {} });
      if (url.includes('/webzhj/login/vcode')) return envelope({ sent: true, expiresInSeconds: 300 }, 200, 'sent');
      return envelope(null, 404, 'not found');
    }),
  );
  return calls;
}

/** Tencent's widget as its script defines it: solved at once by the person. */
function widget(result = { ret: 0, ticket: 'tr03ticket*', randstr: '@abc' }) {
  const made: Array<{ appId: string; options: unknown }> = [];
  window.TencentCaptcha = class {
    constructor(
      appId: string,
      private readonly callback: (result: unknown) => void,
      options?: unknown,
    ) {
      made.push({ appId, options });
    }
    show() {
      this.callback(result);
    }
    destroy() {}
  } as never;
  return made;
}

function field() {
  renderWithApp(
    <SmsCodeField
      id="the-code"
      label="Code"
      value=""
      onChange={() => {}}
      phone="13912345678"
      purpose="register"
      language="zh-TW"
    />,
    { language: 'zh-TW' },
  );
}

describe('the SMS code button’s check', () => {
  it('shows the provider’s widget where one is configured, sends with its token, and focuses the code field', async () => {
    const calls = server({ kind: 'tencent', appId: '190000001' });
    const made = widget();
    field();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(calls.some((call) => call.includes('/webzhj/login/vcode'))).toBe(true));
    expect(made).toEqual([{ appId: '190000001', options: { userLanguage: 'zh-tw' } }]);
    expect(calls.find((call) => call.includes('vcode'))).toMatch(/slideToken=provider-token/);
    expect(calls.some((call) => call.includes('slidevalid'))).toBe(false);
    expect(screen.queryByTestId('slide-puzzle')).toBeNull();
    expect(document.activeElement?.id).toBe('the-code');
  });

  it('shows the slide puzzle where no provider is, and none of the provider’s widget', async () => {
    const calls = server({ kind: 'puzzle' });
    const made = widget();
    field();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('slide-puzzle')).toBeTruthy());
    expect(made).toEqual([]);
    expect(calls.some((call) => call.includes('GET') && call.includes('slidevalid'))).toBe(true);
  });

  it('falls back to the puzzle when the server cannot reach the provider', async () => {
    server({ kind: 'tencent', appId: '190000001' }, () => envelope(null, 409, 'use the puzzle'));
    widget();
    field();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('slide-puzzle')).toBeTruthy());
  });
});
