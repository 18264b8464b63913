import type { Language } from '@tallybook/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createHttpClient } from '../../lib/http';
import { useCurrentUser, userState } from '../../lib/user-state';
import { type OpenidFlowHost, runWechatOpenidFlow } from './wechat-openid-flow';

function browserOpenidHost(language: Language): OpenidFlowHost {
  return {
    userAgent: navigator.userAgent,
    href: window.location.href,
    session: window.sessionStorage,
    local: window.localStorage,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    redirect: (url) => window.location.assign(url),
    // spec §4 open-id flow: a WeChat code for the open id the mall pays with inside WeChat
    exchange: (code) =>
      createHttpClient({ language }).get<{ openid: string }>('/ommall/srvmall/wechat/openid', { query: { code } }),
    newState: () =>
      Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
  };
}

/**
 * spec §4 at start-up: the user is loaded when a cached user exists (code 101 or 401 clears it);
 * inside WeChat's browser a logged-in user then goes through the open-id flow.
 */
export function SessionStartup({ language }: { language: Language }) {
  const user = useCurrentUser();
  const kdUid = user?.kdUid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once a page load, in the language it started in
  useEffect(() => {
    void userState.load(createHttpClient({ language }));
  }, []);

  const { pathname } = useLocation();
  useEffect(() => {
    // Not on /login: it sends a logged-in visitor on, and WeChat's code with it would be lost.
    if (kdUid && pathname !== '/login') void runWechatOpenidFlow(browserOpenidHost(language));
  }, [kdUid, pathname, language]);

  return null;
}
