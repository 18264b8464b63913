import { describe, expect, it } from 'vitest';
import { editionRefusal, type HeldLicence } from './edition-purchase.ts';

const held = (licence: Partial<HeldLicence>): HeldLicence => ({
  level: 'professional',
  trial: false,
  expiresAt: '2027-06-01T00:00:00.000Z',
  access: 'full',
  ...licence,
});

describe('editionRefusal', () => {
  it('lets anyone without a paid licence in service buy either edition', () => {
    for (const licence of [null, held({ trial: true }), held({ access: 'read_only' })]) {
      expect(editionRefusal(licence, 'basic')).toBeUndefined();
      expect(editionRefusal(licence, 'professional')).toBeUndefined();
    }
  });

  it('shows a Professional holder that Basic cannot be bought, and a Basic holder to upgrade', () => {
    expect(editionRefusal(held({}), 'basic')).toBe('renewLevelMismatch');
    expect(editionRefusal(held({}), 'professional')).toBeUndefined();
    expect(editionRefusal(held({ level: 'basic' }), 'professional')).toBe('renewLevelMismatch');
  });

  it('sells a perpetual licence nothing more of its edition', () => {
    expect(editionRefusal(held({ expiresAt: null }), 'professional')).toBe('licenceAlreadyPerpetual');
  });
});
