import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('navigation rules of spec §2', () => {
  it('navigates to another path or another query', () => {
    expect(decideNavigation(at('/'), at('/price'))).toBe('navigate');
    expect(decideNavigation(at('/news'), at('/news', '?page=2'))).toBe('navigate');
    expect(decideNavigation(at('/news', '?page=2', '#top'), at('/news', '', '#top'))).toBe('navigate');
  });

  it('blocks a change of the hash alone on the same path', () => {
    expect(decideNavigation(at('/price'), at('/price', '', '#faq'))).toBe('hash-only');
    expect(decideNavigation(at('/price', '', '#faq'), at('/price', '', '#editions'))).toBe('hash-only');
    expect(decideNavigation(at('/price/'), at('/price', '', '#faq'))).toBe('hash-only');
  });

  it('ignores a navigation to where the visitor already is', () => {
    expect(decideNavigation(at('/'), at('/'))).toBe('duplicate');
    expect(decideNavigation(at('/news', '?page=2', '#a'), at('/news', '?page=2', '#a'))).toBe('duplicate');
  });
});
