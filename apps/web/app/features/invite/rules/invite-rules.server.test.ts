import type { WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../programme/fake-fetch';
import { testTerms, XH_TERMS } from '../programme/test-terms';
import { loadInviteRules } from './invite-rules.server';

const context = (fetch: ReturnType<typeof fakeFetch>['fetch']) => ({ apiFetch: fetch }) as unknown as WebLoadContext;

describe('/invite/rule and /invite/xh-share/rules', () => {
  it('reads the programme terms the address names, without a session', async () => {
    const { fetch, calls } = fakeFetch({ 'GET /recommend/terms': { data: XH_TERMS } });
    const data = await loadInviteRules(
      new Request('http://web.test/invite/xh-share/rules?lang=zh-CN'),
      context(fetch),
      'xh',
    );
    expect(calls[0]?.query).toEqual({ programme: 'xh' });
    expect(data.terms.product.name).toBe('Tallybook POS');
    expect(data.seo.title).toBe('Tallybook 收银邀请活动规则 — Tallybook');
    expect(data.messages).toEqual(['invite-terms']);
  });

  it('fails with the call status when the terms cannot be read', async () => {
    const { fetch } = fakeFetch({ 'GET /recommend/terms': { status: 400, code: 400, msg: 'unknown programme' } });
    const thrown = await loadInviteRules(new Request('http://web.test/invite/rule'), context(fetch), 'tallybook').catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(400);
  });

  it('titles the main programme rules with its own title', async () => {
    const { fetch } = fakeFetch({ 'GET /recommend/terms': { data: testTerms() } });
    const data = await loadInviteRules(new Request('http://web.test/invite/rule'), context(fetch), 'tallybook');
    expect(data.seo.title).toBe('Invite programme rules — Tallybook');
  });
});
