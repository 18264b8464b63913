import { z } from 'zod';
import type { MessageKey } from '../rules/messages.ts';
import {
  DEFAULT_REFERRAL_PROGRAMME,
  REFERRAL_AWARD_KINDS,
  REFERRAL_AWARD_STATES,
  REFERRAL_PROGRAMME_PRODUCTS,
  REFERRAL_PROGRAMMES,
} from '../rules/referral.ts';
import { codeEnvelope, type EnvelopeData, pageNumber } from './envelope.ts';

/**
 * The invite-and-reward calls (spec §3 Invite/referral, §7 Referral and User recommend/invite/bind;
 * issue 16, decision 0044), under /recommend/. Money is integer fen. Bodies are strict: an unknown
 * field is refused, and every text has a bound.
 */
const text = (max: number) => z.string().max(max);
const fen = z.number().int().nonnegative();
const paging = { page: pageNumber(1, 100_000), rows: pageNumber(20, 100) };

/** An invite programme (decision 0046): tallybook, the main product's, or xh, Tallybook POS's. */
export const referralProgramme = z.enum(REFERRAL_PROGRAMMES, {
  // worded from the message catalogues in the caller's language (the server's validation)
  error: 'referralProgrammeUnknown' satisfies MessageKey,
});

/** The personal reads' programme filter (decision 0046): absent, every programme. */
export const programmeFilterQuery = z.strictObject({ programme: referralProgramme.optional() });

/** A read of one programme's terms or switch (decision 0046): absent, tallybook's. */
export const oneProgrammeQuery = z.strictObject({ programme: referralProgramme.default(DEFAULT_REFERRAL_PROGRAMME) });

/** GET /recommend/info: the user's invite code and links (of `programme`, default tallybook), and whether it wants award reminders. */
export const inviteInfoQuery = programmeFilterQuery;
export const inviteInfoResponse = codeEnvelope(
  z.object({
    code: z.string(),
    inviteUrl: z.string(),
    registerUrl: z.string(),
    nickname: z.string(),
    notice: z.boolean(),
    enabled: z.boolean(),
  }),
);

/** The programme's terms as a user reads them (merc/info, payindex). */
const terms = z.object({
  registerAwardFen: fen,
  firstOrderAwardFen: fen,
  refundWindowDays: z.number().int(),
  inviterCap: z.number().int(),
  capPeriodDays: z.number().int(),
  inviteeCoupon: z.object({ valueFen: fen, minSpendFen: fen, validDays: z.number().int() }),
});

/** GET /recommend/terms: a programme's terms, its product and the inviter of a code, for anyone (no session). */
export const referralTermsQuery = z.strictObject({
  programme: referralProgramme.default(DEFAULT_REFERRAL_PROGRAMME),
  /** An invite code: a malformed or unknown one answers inviter null. */
  code: text(16)
    .optional()
    .meta({ examples: ['7KXMPQ'] }),
  lang: text(16).optional(),
});
export const referralTermsResponse = codeEnvelope(
  z.object({
    programme: referralProgramme,
    enabled: z.boolean(),
    product: z.object({
      serviceNumber: z.enum([
        REFERRAL_PROGRAMME_PRODUCTS.tallybook.serviceNumber,
        REFERRAL_PROGRAMME_PRODUCTS.xh.serviceNumber,
      ]),
      name: z.string(),
    }),
    terms: terms.extend({ bindWindowHours: z.number().int() }),
    inviter: z.object({ code: z.string(), nickname: z.string() }).nullable(),
  }),
);

/** GET /recommend/merc/info: the merchant's invite card: code, link, terms and how many it invited (of `programme`, default tallybook). */
export const mercInfoQuery = programmeFilterQuery;
export const mercInfoResponse = codeEnvelope(
  z.object({
    code: z.string(),
    inviteUrl: z.string(),
    invitedCount: z.number().int(),
    terms,
  }),
);

/** GET /recommend/merc/share: what the share poster shows (product, inviter, QR of the link). */
export const mercShareQuery = z.strictObject({
  /** The product whose programme's link is shared: KDZHJ01 (tallybook's) or ZHJXH (xh's, Tallybook POS). */
  product: z
    .enum([REFERRAL_PROGRAMME_PRODUCTS.tallybook.serviceNumber, REFERRAL_PROGRAMME_PRODUCTS.xh.serviceNumber])
    .default(REFERRAL_PROGRAMME_PRODUCTS.tallybook.serviceNumber),
});
export const mercShareResponse = codeEnvelope(
  z.object({
    product: z.object({ serviceNumber: z.string(), name: z.string() }),
    inviterNickname: z.string(),
    code: z.string(),
    link: z.string(),
    /** An SVG of the link's QR code (the site's /qr.svg). */
    qrImageUrl: z.string(),
  }),
);

/** POST /recommend/invite/bind: the logged-in invitee binds itself to an invite code. */
export const inviteBindCallBody = z.strictObject({
  code: text(16),
  /** The device the invitee registered on (one device is rewarded once). */
  deviceId: text(128).optional(),
  /** The invite programme the link named (decision 0046): tallybook when absent. */
  programme: referralProgramme.optional(),
});
export const inviteBindCallResponse = codeEnvelope(
  z.object({
    bound: z.boolean(),
    inviterNickname: z.string(),
    couponGranted: z.boolean(),
    /** The programme of the friend's invitation (the one bound before, for the same inviter again). */
    programme: referralProgramme,
  }),
);

/** POST /recommend/invite/click/log and /recommend/activity/log: a visit of an invite page. */
export const inviteClickBody = z.strictObject({
  code: text(16),
  page: z
    .string()
    .max(64)
    .regex(/^[a-z0-9/_-]*$/i)
    .default(''),
  deviceId: text(128).optional(),
});
export const inviteActivityBody = z.strictObject({
  code: text(16).optional(),
  activity: z
    .string()
    .max(64)
    .regex(/^[a-z0-9/_.-]+$/i),
  action: z.enum(['view', 'share', 'download', 'register', 'open-app']),
  deviceId: text(128).optional(),
});
export const inviteLogResponse = codeEnvelope(z.object({ recorded: z.boolean() }));

/** GET /recommend/award: the user's award balances (pending, payable, in a packet, paid), of one programme or all. */
export const awardSummaryQuery = programmeFilterQuery;
export const awardSummaryResponse = codeEnvelope(
  z.object({
    pendingFen: fen,
    payableFen: fen,
    payingFen: fen,
    paidFen: fen,
    totalFen: fen,
  }),
);
export type AwardBalances = EnvelopeData<typeof awardSummaryResponse>;

export const awardItem = z.object({
  id: z.number().int(),
  kind: z.enum(REFERRAL_AWARD_KINDS),
  state: z.enum(REFERRAL_AWARD_STATES),
  /** The programme of the invitation that earned it. */
  programme: referralProgramme,
  amountFen: fen,
  invitee: z.string(),
  orderNo: z.string().nullable(),
  earnedAt: z.string(),
  maturesAt: z.string().nullable(),
});

/** GET /recommend/award/detail: the user's awards, newest first, paged. */
export const awardDetailQuery = z.strictObject({
  ...paging,
  state: z.enum(REFERRAL_AWARD_STATES).optional(),
  programme: referralProgramme.optional(),
});
export const awardDetailResponse = codeEnvelope(z.object({ list: z.array(awardItem), total: z.number().int() }));

/** GET /recommend/regist/detail: the friends who registered through the user's invitation. */
export const registDetailQuery = z.strictObject({ ...paging, programme: referralProgramme.optional() });
export const registDetailResponse = codeEnvelope(
  z.object({
    list: z.array(
      z.object({
        invitee: z.string(),
        programme: referralProgramme,
        boundAt: z.string(),
        firstPaidAt: z.string().nullable(),
        awardedFen: fen,
      }),
    ),
    total: z.number().int(),
  }),
);

/** GET /recommend/inviter/total: the user's totals as an inviter, of one programme or all. */
export const inviterTotalQuery = programmeFilterQuery;
export const inviterTotalResponse = codeEnvelope(
  z.object({ invitedCount: z.number().int(), paidFriendsCount: z.number().int(), totalAwardFen: fen }),
);
export type InviterTotals = EnvelopeData<typeof inviterTotalResponse>;

/** GET /recommend/award/latest and /award/lately: the public ticker of recent awards, masked. */
export const awardTickerQuery = z.strictObject({ rows: pageNumber(10, 50) });
export const awardTickerResponse = codeEnvelope(
  z.array(z.object({ name: z.string(), kind: z.enum(REFERRAL_AWARD_KINDS), amountFen: fen, at: z.string() })),
);

/** GET /recommend/payindex: the red-packet page: what can be paid now, the bounds, the terms (of `programme`, default tallybook). */
export const payIndexQuery = oneProgrammeQuery;
export const payIndexResponse = codeEnvelope(
  z.object({
    payableFen: fen,
    nextPacketFen: fen,
    minPacketFen: fen,
    maxPacketFen: fen,
    wechatBound: z.boolean(),
    terms,
  }),
);

/** GET and POST /recommend/award/notice: the reminder flag. */
export const awardNoticeBody = z.strictObject({ notice: z.boolean() });
export const awardNoticeResponse = codeEnvelope(z.object({ notice: z.boolean() }));

/** GET /recommend/send/redpack: pays the user's payable awards as one red packet. */
export const redPacketResponse = codeEnvelope(
  z.object({
    billNo: z.string(),
    amountFen: fen,
    state: z.enum(['sending', 'sent', 'failed']),
    awards: z.number().int(),
  }),
);

/** GET /ommall/promoter/recommend-visibility: of `programme` (default tallybook). */
export const recommendVisibilityQuery = oneProgrammeQuery;
export const recommendVisibilityResponse = codeEnvelope(
  z.object({
    visible: z.boolean(),
    reason: z.enum(['shown', 'programmeOff', 'teamPromoter']),
  }),
);

/** POST /admin/api/referral/awards/mature: runs the refund-window job now (asOf: a sandbox clock). */
export const matureAwardsBody = z.strictObject({ asOf: z.iso.datetime({ offset: true }).optional() });
export const matureAwardsResponse = codeEnvelope(z.object({ matured: z.number().int().nonnegative() }));
/** POST /admin/api/referral/red-packets/settle: asks the provider now how the packets in flight ended. */
export const settleRedPacketsResponse = codeEnvelope(z.object({ ended: z.number().int().nonnegative() }));
