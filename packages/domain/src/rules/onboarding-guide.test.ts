import { describe, expect, it } from 'vitest';
import { GUIDE_STEPS, guideProgressOf, isGuideStep } from './onboarding-guide.ts';

describe('the onboarding guide', () => {
  it('maps every step, done or not, and ignores names it does not know', () => {
    expect(guideProgressOf(['addProduct', 'dropTables'])).toEqual({
      downloadApp: false,
      addProduct: true,
      addCustomer: false,
      recordSale: false,
      followOfficialAccount: false,
    });
    expect(Object.keys(guideProgressOf([]))).toEqual([...GUIDE_STEPS]);
  });

  it('knows its own steps only', () => {
    expect(isGuideStep('recordSale')).toBe(true);
    expect(isGuideStep('toString')).toBe(false);
    expect(isGuideStep('')).toBe(false);
  });
});
