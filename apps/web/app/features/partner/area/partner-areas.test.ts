import { describe, expect, it } from 'vitest';
import { PARTNER_AREAS, partnerAreaOf, partnerLoginHref } from './partner-areas';

describe('partner areas', () => {
  it('gives every agent route of spec §2 but the programme introduction its own area', () => {
    expect(Object.keys(PARTNER_AREAS).sort()).toEqual(
      [
        '/agent/home',
        '/agent/divide',
        '/agent/system-set',
        '/agent/login',
        '/agent/join-apply',
        '/agent/merchant',
        '/agent/merchant/chance-detail',
        '/agent/merchant/edit-clues',
        '/agent/merchant-info',
        '/agent/merchant-bind',
        '/agent/open',
        '/agent/open-success',
        '/agent/add-promoter',
        '/agent/search-customer',
      ].sort(),
    );
    expect(new Set(Object.values(PARTNER_AREAS)).size).toBe(Object.keys(PARTNER_AREAS).length);
  });

  it('finds the area of an address, with or without a trailing slash', () => {
    expect(partnerAreaOf('/agent/merchant/chance-detail')).toEqual({
      path: '/agent/merchant/chance-detail',
      area: 'opportunity',
    });
    expect(partnerAreaOf('/agent/divide/')).toEqual({ path: '/agent/divide', area: 'income' });
    expect(partnerAreaOf('/agent/unknown')).toEqual({ path: '/agent/home', area: 'home' });
  });

  it('comes back to the area after logging in, and from the partner login to the partner home', () => {
    expect(partnerLoginHref('/agent/merchant')).toBe('/login?next=%2Fagent%2Fmerchant');
    expect(partnerLoginHref('/agent/login')).toBe('/login?next=%2Fagent%2Fhome');
  });
});
