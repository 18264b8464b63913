import { z } from 'zod';
import { NICKNAME_MAX_LENGTH } from '../rules/accounts.ts';
import { PARTNER_LEVELS, PARTNER_VERSIONS } from '../rules/partner.ts';
import { TEAM_PAGE_SIZE } from '../rules/partner-home.ts';
import { MAX_PHONE_INPUT_LENGTH } from '../rules/phone.ts';
import { REFERRAL_CODE_LENGTH } from '../rules/promoter.ts';
import { codeEnvelope } from './envelope.ts';

/**
 * The partner home, its settings and its team (spec §2 /agent/home, /agent/system-set,
 * /agent/add-promoter, §7 Promoter module, issue 14), under /ommall/promoter/. Text fields are loose
 * strings the server checks, so that a failure carries spec §5's own message.
 */
const text = (max: number) => z.string().max(max).default('');

/**
 * GET achievement-info: the partner's figures from its customers and team. Activations and income
 * come with part 2 (issue 15) and are not part of the answer until then.
 */
export const achievementInfo = z.object({
  /** Customers the partner owns now. */
  customers: z.number().int().nonnegative(),
  /** Customers who became the partner's this business month (UTC+8). */
  newThisMonth: z.number().int().nonnegative(),
  /** Owned customers whose protection period ends within EXPIRING_SOON_DAYS. */
  expiringSoon: z.number().int().nonnegative(),
  /** Team promoters plus sub-partners. */
  team: z.number().int().nonnegative(),
  /** Services the partner activated for customers that were paid this business month (UTC+8), by pay link or balance. */
  activatedThisMonth: z.number().int().nonnegative(),
  /** Every service the partner activated for a customer and the customer (or its balance) paid. */
  activatedTotal: z.number().int().nonnegative(),
  /** Shares earned this business month (UTC+8), pending or not, less those reversed (decision 0039). */
  incomeThisMonthFen: z.number().int().nonnegative(),
  /** Every share earned so far, less those reversed. */
  incomeTotalFen: z.number().int().nonnegative(),
});
export type AchievementInfo = z.infer<typeof achievementInfo>;
export const achievementInfoResponse = codeEnvelope(achievementInfo);

/** GET referral-code: the partner's code and the links that carry it. */
export const partnerReferral = z.object({
  referralCode: z.string(),
  nickname: z.string(),
  showFullName: z.boolean(),
  /** The partner's full name, shown instead of the nickname when showFullName is on. */
  name: z.string(),
  inviteUrl: z.string(),
  registerUrl: z.string(),
});
export type PartnerReferral = z.infer<typeof partnerReferral>;
export const partnerReferralResponse = codeEnvelope(partnerReferral);

/** POST apply-url: the link that makes an applicant a sub-partner of this partner. */
export const applyUrlResponse = codeEnvelope(z.object({ referralCode: z.string(), applyUrl: z.string() }));

/** GET info-by-code?code=: who a referral code belongs to, as anyone may see it (never a phone). */
export const infoByCodeQuery = z.object({
  code: z
    .string()
    .max(REFERRAL_CODE_LENGTH * 4)
    .default(''),
});
export const referralCodeOwner = z.object({
  referralCode: z.string(),
  /** partner: a partner's own code; promoter: a team promoter's or a plain referrer's. */
  kind: z.enum(['partner', 'promoter']),
  /** The nickname, or the partner's full name when it chose to show it. */
  displayName: z.string(),
  /** The partner's company (for a team promoter, its partner's); null for a plain referrer. */
  companyName: z.string().nullable(),
  level: z.enum(PARTNER_LEVELS).nullable(),
  version: z.enum(PARTNER_VERSIONS).nullable(),
});
export type ReferralCodeOwner = z.infer<typeof referralCodeOwner>;
export const infoByCodeResponse = codeEnvelope(referralCodeOwner);

/** POST nickname: the nickname customers and promoters see (spec §5: nickname cannot be empty). */
export const nicknameBody = z.object({ nickname: text(NICKNAME_MAX_LENGTH * 4) });
export const nicknameResponse = codeEnvelope(z.object({ nickname: z.string() }));

/** POST show-full-name: whether customers see the partner's full name instead of its nickname. */
export const showFullNameBody = z.object({ show: z.boolean() });
export const showFullNameResponse = codeEnvelope(z.object({ showFullName: z.boolean() }));

/** One member of a partner's team: a promoter it added, or a partner who applied through its link. */
export const teamMember = z.object({
  kind: z.enum(['promoter', 'partner']),
  /** The promoter's nickname; a sub-partner's full name. */
  name: z.string(),
  /** The phone, hidden as spec §3's phoneHide. */
  phone: z.string(),
  referralCode: z.string().nullable(),
  /** When the member became a promoter, or a partner. */
  joinedAt: z.string(),
  /** Customers who registered through the member's link. */
  customers: z.number().int().nonnegative(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** POST promoter-add: add the account of a phone to the team as a promoter. */
export const promoterAddBody = z.object({ phone: text(MAX_PHONE_INPUT_LENGTH) });
export const promoterAddResponse = codeEnvelope(teamMember.extend({ added: z.boolean() }));

/** GET team-list?currentPage=&pageSize= (spec §7). */
export const teamListQuery = z.object({
  currentPage: z.coerce.number().int().positive().max(100_000).default(1),
  pageSize: z.coerce.number().int().positive().max(TEAM_PAGE_SIZE.max).default(TEAM_PAGE_SIZE.default),
});
export const teamList = z.object({
  list: z.array(teamMember),
  total: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TeamList = z.infer<typeof teamList>;
export const teamListResponse = codeEnvelope(teamList);
