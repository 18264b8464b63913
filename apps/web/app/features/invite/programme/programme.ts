import {
  REFERRAL_PROGRAMME_LANDINGS,
  REFERRAL_PROGRAMME_PRODUCTS,
  type ReferralProduct,
  type ReferralProgramme,
} from '@tallybook/domain';

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

/** A programme's pages: the inviter's (its share page, rewards, rules) and the friend's (landing, welcome, downloads). */
export interface ProgrammePages {
  home: string;
  rewards: string;
  rules: string;
  /** The page its invite link opens (the domain's link). */
  landing: string;
  success: string;
  download: string;
  /** The content product its apps are downloaded from. */
  productAlias: string;
}

/** Where each programme's pages are, and the content product its apps are downloaded from (issue 16). */
export const PROGRAMME_PAGES: Record<InviteProgramme, ProgrammePages> = {
  tallybook: {
    home: '/invite',
    rewards: '/invite/detail',
    rules: '/invite/rule',
    landing: REFERRAL_PROGRAMME_LANDINGS.tallybook,
    success: '/invite/register-success',
    download: '/download',
    productAlias: REFERRAL_PROGRAMME_PRODUCTS.tallybook.productAlias,
  },
  xh: {
    home: '/invite/xh-share',
    rewards: '/invite/xh-share/rewards',
    rules: '/invite/xh-share/rules',
    landing: REFERRAL_PROGRAMME_LANDINGS.xh,
    success: '/invite/xh-share/register-success',
    download: '/invite/xh-share/download',
    productAlias: REFERRAL_PROGRAMME_PRODUCTS.xh.productAlias,
  },
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
