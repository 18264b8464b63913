// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { testTerms } from '../programme/test-terms';
import { InviteIntroPage } from './InviteIntroPage';

afterEach(cleanup);

const terms = testTerms();

describe('InviteIntroPage', () => {
  it('leads a visitor to log in or register, and then to its own invitation', () => {
    renderWithApp(<InviteIntroPage language="en-US" terms={terms} phoneHide={null} />);
    const login = screen.getAllByRole('link', { name: 'Log in to start inviting' });
    expect(login).toHaveLength(2);
    expect(login[0]?.getAttribute('href')).toBe('/login?next=%2Finvite');
    expect(screen.getAllByRole('link', { name: 'Register free' })[0]?.getAttribute('href')).toBe(
      '/login?register=1&next=%2Finvite',
    );
  });

  it('states the real terms: both awards, the coupon, the refund window and the red-packet bounds', () => {
    renderWithApp(<InviteIntroPage language="en-US" terms={terms} phoneHide={null} />);
    expect(screen.getByTestId('intro-subtitle').textContent).toBe(
      'Share your own invitation link with shop owners and wholesalers. You earn ¥6.00 when one of them registers and ¥25.00 more on their first paid order; they start with a 15-day free trial of Tallybook and a ¥30.00 coupon.',
    );
    expect(screen.getByRole('heading', { name: '¥6.00 + ¥25.00 for each friend' })).toBeTruthy();
    // each card its own period: the coupon's one day (singular), the refund window's seven
    expect(screen.getByTestId('invitee-gets').textContent).toContain('valid for 1 day after registering');
    expect(screen.getByTestId('reward-payments').textContent).toContain('refund window of 7 days');
    expect(screen.getByTestId('reward-payments').textContent).toContain('¥1.00 to ¥200.00 each');
    expect(screen.getByTestId('rule-cap').textContent).toBe(
      'You are rewarded for at most 20 friends in any 30 days; friends beyond that earn no reward in that period.',
    );
  });

  it('keeps the free trial and data retention of spec §1', () => {
    renderWithApp(<InviteIntroPage language="en-US" terms={terms} phoneHide={null} />);
    expect(screen.getByRole('heading', { name: 'A 15-day free trial' })).toBeTruthy();
    expect(screen.getByText(/kept for 30 days after it ends/)).toBeTruthy();
  });

  it('greets someone already logged in and leads to its invitation', () => {
    renderWithApp(<InviteIntroPage language="en-US" terms={terms} phoneHide="139****5678" />);
    expect(screen.getAllByTestId('logged-in')[0]?.textContent).toBe('You are logged in as 139****5678.');
    expect(screen.queryByRole('link', { name: 'Log in to start inviting' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Go to my invitations' })[0]?.getAttribute('href')).toBe('/invite');
  });

  it('reads in Arabic with its plural forms and no raw key', () => {
    renderWithApp(<InviteIntroPage language="ar" terms={terms} phoneHide={null} />, { language: 'ar' });
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\{\{|hero\.|rules\.|units\./);
    // one day: the singular of its own, no number
    expect(screen.getByTestId('invitee-gets').textContent).toContain('يوم واحد');
  });
});
