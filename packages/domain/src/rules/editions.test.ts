import { describe, expect, it } from 'vitest';
import { canUpgrade, EDITIONS } from './editions.ts';

describe('editions of spec §1', () => {
  it('includes 1 store and 1 user in basic, where extra users but no extra stores can be bought', () => {
    expect(EDITIONS.basic).toEqual({
      includedStores: 1,
      includedUsers: 1,
      canBuyExtraUsers: true,
      canBuyExtraStores: false,
    });
  });

  it('includes 1 store and 3 users in professional, where extra users and stores can be bought', () => {
    expect(EDITIONS.professional).toEqual({
      includedStores: 1,
      includedUsers: 3,
      canBuyExtraUsers: true,
      canBuyExtraStores: true,
    });
  });

  it('upgrades from basic to professional only', () => {
    expect(canUpgrade('basic', 'professional')).toBe(true);
    expect(canUpgrade('professional', 'basic')).toBe(false);
    expect(canUpgrade('basic', 'basic')).toBe(false);
  });
});
