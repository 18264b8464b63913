import { REFERRAL_PROGRAMME_PRODUCTS, type ReferralProduct, type ReferralProgramme } from '@tallybook/domain';

/**
 * The two invite programmes of issue 16 (decision 0046): `tallybook`, the main product, and `xh`,
 * the second product (Tallybook POS, service ZHJXH), each with its own terms, link and awards.
 */
export type InviteProgramme = ReferralProgramme;

/** The service each programme invites to (merc/share's product). */
export const PROGRAMME_PRODUCT: Record<InviteProgramme, ReferralProduct> = {
  tallybook: REFERRAL_PROGRAMME_PRODUCTS.tallybook.serviceNumber,
  xh: REFERRAL_PROGRAMME_PRODUCTS.xh.serviceNumber,
};

/** Where each programme's own pages are: its share page, its rewards and its rules. */
export const PROGRAMME_PATHS: Record<InviteProgramme, { home: string; rewards: string; rules: string }> = {
  tallybook: { home: '/invite', rewards: '/invite/detail', rules: '/invite/rule' },
  xh: { home: '/invite/xh-share', rewards: '/invite/xh-share/rewards', rules: '/invite/xh-share/rules' },
};

/** GET /recommend/terms: a programme's terms as the public reads them (money in integer fen). */
export interface ProgrammeTerms {
  programme: InviteProgramme;
  enabled: boolean;
  product: { serviceNumber: string; name: string };
  terms: {
    registerAwardFen: number;
    firstOrderAwardFen: number;
    refundWindowDays: number;
    inviterCap: number;
    capPeriodDays: number;
    bindWindowHours: number;
    inviteeCoupon: { valueFen: number; minSpendFen: number; validDays: number };
  };
  inviter: { code: string; nickname: string } | null;
}
