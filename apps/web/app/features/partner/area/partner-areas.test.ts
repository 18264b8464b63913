import { describe, expect, it } from 'vitest';
import { PARTNER_AREAS, partnerAreaOf, partnerLoginHref } from './partner-areas';

describe('partner areas', () => {
  it('explains the agent routes whose screens come with part 2, each its own part; income is a screen of its own', () => {
    expect(Object.keys(PARTNER_AREAS).sort()).toEqual(['/agent/open', '/agent/open-success']);
    expect(new Set(Object.values(PARTNER_AREAS)).size).toBe(Object.keys(PARTNER_AREAS).length);
  });

  it('finds the area of an address, with or without a trailing slash', () => {
    expect(partnerAreaOf('/agent/open-success')).toEqual({ path: '/agent/open-success', area: 'activated' });
    expect(partnerAreaOf('/agent/open/')).toEqual({ path: '/agent/open', area: 'activation' });
    expect(partnerAreaOf('/agent/divide')).toEqual({ path: '/agent/open', area: 'activation' });
    expect(partnerAreaOf('/agent/unknown')).toEqual({ path: '/agent/open', area: 'activation' });
  });

  it('comes back to the area after logging in, and from the partner login to the partner home', () => {
    expect(partnerLoginHref('/agent/open')).toBe('/login?next=%2Fagent%2Fopen');
    expect(partnerLoginHref('/agent/login')).toBe('/login?next=%2Fagent%2Fhome');
  });
});
