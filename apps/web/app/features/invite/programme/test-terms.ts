import type { ProgrammeTerms } from './programme';

/** Terms as GET /recommend/terms answers them, for the invite pages' tests (numbers unlike the defaults). */
export function testTerms(overrides: Partial<ProgrammeTerms> = {}): ProgrammeTerms {
  return {
    programme: 'tallybook',
    enabled: true,
    product: { serviceNumber: 'KDZHJ01', name: 'Tallybook' },
    terms: {
      registerAwardFen: 600,
      firstOrderAwardFen: 2_500,
      refundWindowDays: 7,
      inviterCap: 20,
      capPeriodDays: 30,
      bindWindowHours: 72,
      inviteeCoupon: { valueFen: 3_000, minSpendFen: 30_000, validDays: 1 },
    },
    inviter: null,
    ...overrides,
  };
}

export const XH_TERMS: ProgrammeTerms = testTerms({
  programme: 'xh',
  product: { serviceNumber: 'ZHJXH', name: 'Tallybook POS' },
  terms: {
    registerAwardFen: 800,
    firstOrderAwardFen: 1_500,
    refundWindowDays: 7,
    inviterCap: 20,
    capPeriodDays: 30,
    bindWindowHours: 72,
    inviteeCoupon: { valueFen: 2_000, minSpendFen: 20_000, validDays: 15 },
  },
});
