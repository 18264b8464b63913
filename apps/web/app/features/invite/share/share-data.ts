import type { AwardBalances, InviterTotals } from '@tallybook/domain';
import type { InviteProgramme, ProgrammeTerms } from '../programme/programme';

/** The posters a user can share: the product's invite link, the register link, the second product's link. */
export const POSTER_KINDS = ['product', 'register', 'xh'] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];

export const POSTER_PROGRAMME: Record<PosterKind, InviteProgramme> = {
  product: 'tallybook',
  register: 'tallybook',
  xh: 'xh',
};

/** Where each poster is shown. */
export const SHARE_PATHS: Record<PosterKind, string> = {
  product: '/invite/share-product',
  register: '/invite/share-register',
  xh: '/invite/xh-share',
};

/** GET /recommend/merc/share (contracts/referral.ts): what the poster shows. */
export interface SharePoster {
  product: { serviceNumber: string; name: string };
  inviterNickname: string;
  code: string;
  link: string;
  qrImageUrl: string;
}

/** GET /recommend/info: the user's code and links (of one programme with `programme`). */
export interface InviteLinks {
  code: string;
  inviteUrl: string;
  registerUrl: string;
  nickname: string;
  notice: boolean;
  enabled: boolean;
}

/** One poster as a share page shows it. */
export interface ShareKit {
  kind: PosterKind;
  product: string;
  nickname: string;
  code: string;
  /** The link the poster's QR code opens (the one copied and shared). */
  link: string;
  /** The poster image, in the page's language. */
  posterUrl: string;
  /** The name a downloaded poster is saved under. */
  fileName: string;
}

export interface XhShareData {
  kit: ShareKit;
  /** The xh programme's register link (info?programme=xh). */
  registerUrl: string;
  terms: ProgrammeTerms;
  total: InviterTotals;
  award: AwardBalances;
}
