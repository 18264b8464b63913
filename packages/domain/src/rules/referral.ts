import { REFERRAL_CODE_ALPHABET } from './promoter.ts';

/**
 * The invite-and-reward programme (spec §1 referrers, §3 Invite/referral; issue 16, decision 0044).
 * Money is integer fen. Every user has an invite code of its own: six characters of the referral
 * codes' alphabet (no 0/O, 1/I/L), so an invite code is never taken for a partner's eight-character
 * code, and the two ride different parameters (`invite=`, `partner=`).
 */
export const INVITE_CODE_LENGTH = 6;
/** The query parameter of an invite link (kept as a session keyword and sent at registration as inviteCode). */
export const INVITE_CODE_PARAM = 'invite';

const INVITE_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function isInviteCode(value: string): boolean {
  return INVITE_CODE.test(value);
}

/** An invite code as typed or carried: trimmed and upper-cased; undefined when it cannot be one. */
export function readInviteCode(raw: string | undefined | null): string | undefined {
  const code = raw?.trim().toUpperCase() ?? '';
  return isInviteCode(code) ? code : undefined;
}

/** An invite code from `draw(n)`, a uniform random integer in [0, n) (the server passes crypto's). */
export function drawInviteCode(draw: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index++) {
    code += REFERRAL_CODE_ALPHABET[draw(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The page each programme's invite link opens (issue 16, decision 0046): it offers the app or the browser. */
export const REFERRAL_PROGRAMME_LANDINGS = {
  tallybook: '/invite/middle',
  xh: '/invite/xh-share/shared',
} as const satisfies Record<ReferralProgramme, string>;

/** The invite link: the landing page that offers the app or the browser (issue 16), carrying the code. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}${REFERRAL_PROGRAMME_LANDINGS.tallybook}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}`;
/** The register link of the invite pages, carrying the code. */
export const inviteRegisterLink = (origin: string, code: string) =>
  `${origin}/invite/register?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}`;

/**
 * The invite programmes (decision 0046): the main product's (`tallybook`) and the second product's,
 * Tallybook POS (`xh`, service ZHJXH). A friend has one inviter; its invitation records the
 * programme it came through, whose terms price its awards and its welcome coupon.
 */
export const REFERRAL_PROGRAMMES = ['tallybook', 'xh'] as const;
export type ReferralProgramme = (typeof REFERRAL_PROGRAMMES)[number];
export const DEFAULT_REFERRAL_PROGRAMME: ReferralProgramme = 'tallybook';
/** The query parameter naming the programme of an invite link (absent: tallybook); kept as the session keyword inviteProgramme. */
export const REFERRAL_PROGRAMME_PARAM = 'invite_programme';

export function isReferralProgramme(value: unknown): value is ReferralProgramme {
  return (REFERRAL_PROGRAMMES as readonly unknown[]).includes(value);
}

/** The product each programme invites to: its service code and the site's content product (its name, its downloads). */
export const REFERRAL_PROGRAMME_PRODUCTS = {
  tallybook: { serviceNumber: 'KDZHJ01', productAlias: 'tallybook' },
  xh: { serviceNumber: 'ZHJXH', productAlias: 'tallybook-pos' },
} as const satisfies Record<ReferralProgramme, { serviceNumber: string; productAlias: string }>;
export type ReferralProduct = (typeof REFERRAL_PROGRAMME_PRODUCTS)[ReferralProgramme]['serviceNumber'];

/** The programme whose product a service code names (the share poster's `product`). */
export const programmeOfProduct = (serviceNumber: ReferralProduct): ReferralProgramme =>
  serviceNumber === REFERRAL_PROGRAMME_PRODUCTS.xh.serviceNumber ? 'xh' : 'tallybook';

/** The xh programme's invite link: the second product's share landing page, carrying the code and the programme. */
export const xhInviteLink = (origin: string, code: string) =>
  `${origin}${REFERRAL_PROGRAMME_LANDINGS.xh}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code, [REFERRAL_PROGRAMME_PARAM]: 'xh' })}`;

/** A programme's invite link and register link. */
export function programmeLinks(programme: ReferralProgramme, origin: string, code: string) {
  if (programme === 'xh') {
    return {
      inviteUrl: xhInviteLink(origin, code),
      registerUrl: `${origin}/invite/register?${new URLSearchParams({ [INVITE_CODE_PARAM]: code, [REFERRAL_PROGRAMME_PARAM]: 'xh' })}`,
    };
  }
  return { inviteUrl: inviteLink(origin, code), registerUrl: inviteRegisterLink(origin, code) };
}

/** The programme's terms (configuration, decision 0044); REFERRAL_* environment settings. */
export interface ReferralTerms {
  /** Whether the programme runs: off, invite features are hidden and nothing is awarded. */
  enabled: boolean;
  /** The inviter's reward when the friend registers through its link. */
  registerAwardFen: number;
  /** The inviter's reward on the friend's first paid order. */
  firstOrderAwardFen: number;
  /** Days a first paid order may still be refunded: awards are held pending until they have passed. */
  refundWindowDays: number;
  /** Rewarded invitations per inviter within `capPeriodDays` (registrations counted). */
  inviterCap: number;
  capPeriodDays: number;
  /** Hours after registration within which an invitee may still bind itself (POST invite/bind). */
  bindWindowHours: number;
  /** The friend's welcome coupon: fen off from a minimum spend, valid for days. */
  inviteeCoupon: { valueFen: number; minSpendFen: number; validDays: number };
}

export const DEFAULT_REFERRAL_TERMS: ReferralTerms = {
  enabled: true,
  registerAwardFen: 500,
  firstOrderAwardFen: 2_000,
  refundWindowDays: 7,
  inviterCap: 20,
  capPeriodDays: 30,
  bindWindowHours: 72,
  inviteeCoupon: { valueFen: 3_000, minSpendFen: 30_000, validDays: 30 },
};

/** The xh programme's terms by default (REFERRAL_XH_* settings, decision 0046). */
export const DEFAULT_XH_REFERRAL_TERMS: ReferralTerms = {
  enabled: true,
  registerAwardFen: 800,
  firstOrderAwardFen: 1_500,
  refundWindowDays: 7,
  inviterCap: 20,
  capPeriodDays: 30,
  bindWindowHours: 72,
  inviteeCoupon: { valueFen: 2_000, minSpendFen: 20_000, validDays: 15 },
};

/** Every programme's terms. */
export type ReferralProgrammeTerms = Readonly<Record<ReferralProgramme, ReferralTerms>>;
export const DEFAULT_REFERRAL_PROGRAMME_TERMS: ReferralProgrammeTerms = {
  tallybook: DEFAULT_REFERRAL_TERMS,
  xh: DEFAULT_XH_REFERRAL_TERMS,
};

/** WeChat Pay's documented bounds of one red packet (sendredpack total_amount): 1 to 200 yuan. */
export const RED_PACKET_MIN_FEN = 100;
export const RED_PACKET_MAX_FEN = 20_000;

export const REFERRAL_AWARD_KINDS = ['registration', 'firstOrder'] as const;
export type ReferralAwardKind = (typeof REFERRAL_AWARD_KINDS)[number];
/**
 * An award's states: pending (held until the friend's first paid order clears its refund window),
 * payable, paying (in a red packet being sent), paid, reversed (the order was refunded in time).
 */
export const REFERRAL_AWARD_STATES = ['pending', 'payable', 'paying', 'paid', 'reversed'] as const;
export type ReferralAwardState = (typeof REFERRAL_AWARD_STATES)[number];

/**
 * A name shown in the public ticker of recent awards: a phone as 138****5678's shape with only the
 * last four digits, a nickname by its first character. Nothing that identifies a person whole.
 */
export function maskedName(nickname: string | null | undefined, phone: string): string {
  const name = nickname?.trim();
  if (name) return `${[...name][0]}**`;
  const digits = phone.replace(/\D/g, '');
  return `****${digits.slice(-4)}`;
}

/**
 * The red packets of a payable balance: WeChat pays 1 to 200 yuan per packet, so awards are taken in
 * order while they fit in one packet. Answers the awards taken (at least one when the first fits).
 */
export function awardsForOnePacket<A extends { amountFen: number }>(awards: readonly A[]): A[] {
  const taken: A[] = [];
  let total = 0;
  for (const award of awards) {
    if (total + award.amountFen > RED_PACKET_MAX_FEN) break;
    taken.push(award);
    total += award.amountFen;
  }
  return taken;
}
