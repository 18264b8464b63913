// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { testTerms, XH_TERMS } from '../programme/test-terms';
import { InviteRulesPage } from './InviteRulesPage';

afterEach(cleanup);

const email = 'support@tallybook.test';

describe('InviteRulesPage', () => {
  it('builds every rule from the terms it is given', () => {
    renderWithApp(<InviteRulesPage language="en-US" terms={testTerms()} email={email} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rules of the Tallybook invite programme');
    const rule = (name: string) => screen.getByTestId(`rule-${name}`).textContent;
    expect(rule('register')).toBe('When a friend registers through your link, you earn ¥6.00.');
    expect(rule('firstOrder')).toBe('When that friend pays their first order in the mall, you earn ¥25.00 more.');
    expect(rule('held')).toContain('refund window of 7 days');
    expect(rule('cap')).toContain('at most 20 friends in any 30 days');
    expect(rule('coupon')).toBe('Your friend gets a ¥30.00 coupon off an order of ¥300.00 or more, valid for 1 day.');
    expect(rule('bind')).toContain('within 72 hours of registering');
    expect(rule('redPacket')).toContain('¥1.00 to ¥200.00 each');
    expect(rule('wechat')).toContain('WeChat official account');
    expect(rule('self')).toContain('Inviting yourself earns nothing');
    expect(rule('once')).toContain('A phone number or a device is rewarded once');
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByTestId('rules-home').getAttribute('href')).toBe('/invite');
    expect(screen.queryByTestId('programme-off')).toBeNull();
  });

  it('names the second product and its own numbers, and links to its share page', () => {
    renderWithApp(<InviteRulesPage language="zh-CN" terms={XH_TERMS} email={email} />, { language: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tallybook POS 邀请有礼活动规则');
    expect(screen.getByTestId('rule-register').textContent).toBe('好友通过您的链接注册，您获得 ¥8.00。');
    expect(screen.getByTestId('rule-coupon').textContent).toContain('有效期 15 天');
    expect(screen.getByTestId('rules-home').getAttribute('href')).toBe('/invite/xh-share');
  });

  it('says when the programme is paused', () => {
    renderWithApp(<InviteRulesPage language="en-US" terms={testTerms({ enabled: false })} email={email} />);
    expect(screen.getByTestId('programme-off').textContent).toContain('paused');
  });

  it('uses the Arabic plural forms of its durations', () => {
    const terms = testTerms();
    terms.terms = { ...terms.terms, refundWindowDays: 2, bindWindowHours: 3 };
    renderWithApp(<InviteRulesPage language="ar" terms={terms} email={email} />, { language: 'ar' });
    expect(screen.getByTestId('rule-held').textContent).toContain('يومان');
    expect(screen.getByTestId('rule-bind').textContent).toContain('3 ساعات');
    expect(screen.getByTestId('rule-cap').textContent).toContain('20 صديقًا');
    expect(document.body.textContent).not.toMatch(/\{\{|units\.|rules\./);
  });
});
