// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { InviteProgrammePage } from './InviteProgrammePage';

afterEach(cleanup);

describe('InviteProgrammePage', () => {
  it('leads a visitor to log in or register and back to the page they were on', () => {
    renderWithApp(<InviteProgrammePage returnPath="/invite/share-product" phoneHide={null} />);
    const login = screen.getAllByRole('link', { name: 'Log in to start inviting' });
    expect(login).toHaveLength(2);
    expect(login[0]?.getAttribute('href')).toBe('/login?next=%2Finvite%2Fshare-product');
    expect(screen.getAllByRole('link', { name: 'Register free' })[0]?.getAttribute('href')).toBe(
      '/login?register=1&next=%2Finvite%2Fshare-product',
    );
  });

  it('states the free trial and data retention of spec §1 without inventing reward amounts', () => {
    renderWithApp(<InviteProgrammePage returnPath="/invite" phoneHide={null} />);
    expect(screen.getByRole('heading', { name: 'A 15-day free trial' })).toBeTruthy();
    expect(screen.getByText(/kept for 30 days after it ends/)).toBeTruthy();
    expect(screen.getByTestId('invite-rules').textContent).not.toMatch(/[¥$€]|\byuan\b/);
  });

  it('greets someone already logged in and offers their account', () => {
    renderWithApp(<InviteProgrammePage returnPath="/invite" phoneHide="139****5678" />);
    expect(screen.getAllByTestId('logged-in')[0]?.textContent).toBe('You are logged in as 139****5678.');
    expect(screen.queryByRole('link', { name: 'Log in to start inviting' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'My account' })[0]?.getAttribute('href')).toBe('/account');
  });
});
