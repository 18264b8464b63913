import { WECHAT_AUTHORIZE_PATH } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/http';
import {
  cleanWechatReturnUrl,
  isWechatBrowser,
  type OpenidFlowHost,
  runWechatOpenidFlow,
  WECHAT_AUTHORISING_KEY,
  WECHAT_CODE_KEY,
  WECHAT_OPENID_KEY,
} from './wechat-openid-flow';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const answer = (openid: string | null): ApiResult<{ openid: string }> =>
  openid
    ? { ok: true, kind: 'ok', status: 200, code: 200, data: { openid }, msg: 'ok', body: null }
    : { ok: false, kind: 'http', status: 400, code: 400, data: null, msg: 'WeChat authorisation failed', body: null };

function host(
  overrides: { userAgent?: string; href?: string; openid?: string | null } & Partial<
    Record<'session' | 'local', ReturnType<typeof storage>>
  > = {},
) {
  const { openid = 'o-person-1' } = overrides;
  const flow = {
    userAgent: overrides.userAgent ?? WECHAT_UA,
    href: overrides.href ?? 'https://www.example.com/mall?x=1',
    session: overrides.session ?? storage(),
    local: overrides.local ?? storage(),
    replaceUrl: vi.fn<(url: string) => void>(),
    redirect: vi.fn<(url: string) => void>(),
    exchange: vi.fn(async (_code: string) => answer(openid)),
    newState: () => 'state-1',
  };
  return flow satisfies OpenidFlowHost;
}

describe('the WeChat open-id flow (spec §4)', () => {
  it('runs only in WeChat’s browser', async () => {
    expect(isWechatBrowser(WECHAT_UA)).toBe(true);
    expect(isWechatBrowser(SAFARI_UA)).toBe(false);
    const elsewhere = host({ userAgent: SAFARI_UA, href: 'https://www.example.com/mall?code=c1' });
    expect(await runWechatOpenidFlow(elsewhere)).toBe('notWechat');
    expect(elsewhere.exchange).not.toHaveBeenCalled();
    expect(elsewhere.redirect).not.toHaveBeenCalled();
    expect(elsewhere.replaceUrl).not.toHaveBeenCalled();
  });

  it('1. exchanges a stored code for the open id, once', async () => {
    const flow = host({ session: storage({ [WECHAT_CODE_KEY]: 'stored-code', [WECHAT_AUTHORISING_KEY]: '1' }) });
    expect(await runWechatOpenidFlow(flow)).toBe('exchanged');
    expect(flow.exchange).toHaveBeenCalledWith('stored-code');
    expect(flow.local.getItem(WECHAT_OPENID_KEY)).toBe('o-person-1');
    expect(flow.session.map.size).toBe(0);
  });

  it('1. forgets a stored code that fails, and does not send the visitor away at once', async () => {
    const flow = host({ openid: null, session: storage({ [WECHAT_CODE_KEY]: 'spent' }) });
    expect(await runWechatOpenidFlow(flow)).toBe('exchangeFailed');
    expect(flow.session.getItem(WECHAT_CODE_KEY)).toBeNull();
    expect(flow.local.getItem(WECHAT_OPENID_KEY)).toBeNull();
    expect(flow.redirect).not.toHaveBeenCalled();
  });

  it('2. saves a code of the address, cleans the address of WeChat’s parameters, and exchanges it', async () => {
    const flow = host({
      href: 'https://www.example.com/order/pay?orderNo=A1&code=c1&state=s&isappinstalled=0&app_id=wx1&source=share&scope=snsapi_base#top',
    });
    expect(await runWechatOpenidFlow(flow)).toBe('exchanged');
    expect(flow.replaceUrl).toHaveBeenCalledWith('/order/pay?orderNo=A1#top');
    expect(flow.exchange).toHaveBeenCalledWith('c1');
    expect(flow.local.getItem(WECHAT_OPENID_KEY)).toBe('o-person-1');
  });

  it('3. sends a visitor without an open id to the authorisation page with scope snsapi_base, once a tab', async () => {
    const flow = host();
    expect(await runWechatOpenidFlow(flow)).toBe('authorising');
    const target = new URL(flow.redirect.mock.calls[0]?.[0] as string, 'https://www.example.com');
    expect(target.pathname).toBe(WECHAT_AUTHORIZE_PATH);
    expect(target.searchParams.get('scope')).toBe('snsapi_base');
    expect(target.searchParams.get('state')).toBe('state-1');
    expect(target.searchParams.get('redirect_uri')).toBe('https://www.example.com/mall?x=1');
    expect(await runWechatOpenidFlow(flow)).toBe('done');
    expect(flow.redirect).toHaveBeenCalledOnce();
  });

  it('leaves a visitor who has an open id alone', async () => {
    const flow = host({ local: storage({ [WECHAT_OPENID_KEY]: 'o-known' }) });
    expect(await runWechatOpenidFlow(flow)).toBe('done');
    expect(flow.redirect).not.toHaveBeenCalled();
    expect(flow.exchange).not.toHaveBeenCalled();
  });

  it('cleans exactly the parameters of the spec', () => {
    expect(
      cleanWechatReturnUrl('https://a.example/p?isappinstalled=1&code=2&state=3&app_id=4&source=5&scope=6&keep=7'),
    ).toBe('/p?keep=7');
    expect(cleanWechatReturnUrl('https://a.example/account?code=c#wechat_redirect')).toBe('/account');
  });
});
