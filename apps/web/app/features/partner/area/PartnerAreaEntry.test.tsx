// @vitest-environment jsdom

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { PartnerAreaEntry } from './PartnerAreaEntry';

afterEach(cleanup);

describe('PartnerAreaEntry', () => {
  it('tells a visitor what the area is for and leads to logging in and back, and to applying', () => {
    renderWithApp(<PartnerAreaEntry path="/agent/open" area="activation" phoneHide={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activate a service');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fagent%2Fopen');
    expect(screen.getByRole('link', { name: 'Become a partner' }).getAttribute('href')).toBe('/join-agent');
  });

  it('sends someone already logged in to their account instead of back to the login', () => {
    renderWithApp(<PartnerAreaEntry path="/agent/open-success" area="activated" phoneHide="139****5678" />);
    expect(screen.getByTestId('logged-in').textContent).toContain('139****5678');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });

  it('reads in Traditional Chinese', () => {
    renderWithApp(<PartnerAreaEntry path="/agent/open" area="activation" phoneHide={null} />, { language: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('開通服務');
  });
});
