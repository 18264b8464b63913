import { OPERATION_LOCK_MS } from './constants.ts';
import type { MessageKey } from './messages.ts';
import { phoneProblem } from './phone.ts';
import { emailProblem } from './validators.ts';

/**
 * The partner (agent) programme of spec §1, §3, §4, §6 (issue 14): who applies, who reviews, who a
 * partner is. Part 2 adds income and withdrawals.
 */

/** spec §1: partners come in a Chinese version and an international version. */
export const PARTNER_VERSIONS = ['cn', 'intl'] as const;
export type PartnerVersion = (typeof PARTNER_VERSIONS)[number];

/** spec §6 membership tiers: they decide a partner's rebate rates (part 2). */
export const PARTNER_LEVELS = ['silver', 'gold', 'diamond'] as const;
export type PartnerLevel = (typeof PARTNER_LEVELS)[number];

/** The message that names each level: literal keys, so that each is checked and can be found. */
export const PARTNER_LEVEL_NAME_KEYS = {
  silver: 'partnerLevelSilver',
  gold: 'partnerLevelGold',
  diamond: 'partnerLevelDiamond',
} as const satisfies Record<PartnerLevel, MessageKey>;

/** spec §6 roles of the programme (the merchant user is not one of them). */
export const PARTNER_ROLES = [
  'agentPerson',
  'agentCompany',
  'internationalAgent',
  'overseasAgent',
  'parentAgent',
  'channelManager',
  'promoter',
] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** The roles a partner of each version may hold: a Chinese-version agent is never an international one. */
export const ROLES_OF_VERSION: Readonly<Record<PartnerVersion, readonly PartnerRole[]>> = {
  cn: ['agentPerson', 'agentCompany', 'parentAgent', 'channelManager', 'promoter'],
  intl: ['internationalAgent', 'overseasAgent', 'promoter'],
};
/** The role an approved application gets unless the operator names another. */
export const DEFAULT_ROLE_OF_VERSION: Readonly<Record<PartnerVersion, PartnerRole>> = {
  cn: 'agentCompany',
  intl: 'internationalAgent',
};

/**
 * spec §4: a partner application is submitted, then under review, then approved; our reading adds
 * rejected (decision 0035), after which the applicant may apply again.
 */
export const PARTNER_APPLICATION_STATES = ['submitted', 'underReview', 'approved', 'rejected'] as const;
export type PartnerApplicationState = (typeof PARTNER_APPLICATION_STATES)[number];
/** spec §5: an account approved or under review cannot submit again. */
export const OPEN_APPLICATION_STATES: readonly PartnerApplicationState[] = ['submitted', 'underReview'];

/** spec §5, §9: each submit takes the three-minute operation lock. */
export const PARTNER_APPLY_LOCK_MS = OPERATION_LOCK_MS;
/** How long an authorisation certificate is valid from approval. */
export const PARTNER_CERTIFICATE_VALID_DAYS = 365;
/** The region cascader's root (spec §3): the People's Republic of China. */
export const REGION_ROOT = '86';

export const PARTNER_APPLICATION_LIMITS = {
  name: 50,
  company: 100,
  email: 254,
  mainNeeds: 500,
  reviewNote: 500,
  qualificationQuery: 64,
} as const;

export interface PartnerApplicationInput {
  applicantName: string;
  /** null: the logged-in account's own phone, proven by its login, so it needs no code (issue 64). */
  phone: string | null;
  code: string;
  companyName: string;
  regionCode: string;
  email: string;
  mainNeeds: string;
  agreed: boolean;
}

/** The partner centre's path: the approval SMS and an approved partner's personal centre link to it. */
export const PARTNER_CENTRE_PATH = '/agent/home';

/**
 * The first problem of an application form, in the order the form shows its fields, with spec §5's
 * messages; `isRegion` says whether a code is a whole path of the cascader (a leaf under 86).
 */
export function partnerApplicationProblem(
  input: PartnerApplicationInput,
  isRegion: (code: string) => boolean,
): MessageKey | undefined {
  if (!input.applicantName.trim() || !input.companyName.trim()) return 'applicantAndCompanyEmpty';
  if ([...input.applicantName.trim()].length > PARTNER_APPLICATION_LIMITS.name) return 'applicantNameTooLong';
  if ([...input.companyName.trim()].length > PARTNER_APPLICATION_LIMITS.company) return 'companyNameTooLong';
  if (input.phone !== null) {
    const phone = phoneProblem(input.phone);
    if (phone) return phone;
    if (!/^\d{6}$/.test(input.code.trim())) return 'verificationCodeWrong';
  }
  if (!isRegion(input.regionCode.trim())) return 'regionRequired';
  const email = emailProblem(input.email);
  if (email) return email;
  if ([...input.mainNeeds.trim()].length > PARTNER_APPLICATION_LIMITS.mainNeeds) return 'mainNeedsTooLong';
  if (!input.agreed) return 'termsRequired';
  return undefined;
}

/** A certificate number: TB, the version, the approval's year and the partner's number (TB-CN-2026-000042). */
export function partnerCertificateNo(version: PartnerVersion, year: number, partnerId: number): string {
  return `TB-${version.toUpperCase()}-${year}-${String(partnerId).padStart(6, '0')}`;
}

/**
 * The authorisation certificate's formats (auth-url): a PDF to print, a PNG to share. Here rather than
 * beside the call's schema, so that a page linking to them does not ship zod.
 */
export const CERTIFICATE_FORMATS = ['pdf', 'png'] as const;
export type CertificateFormat = (typeof CERTIFICATE_FORMATS)[number];
/** The path of a certificate's download, relative to the site. */
export const certificateDownloadPath = (format: CertificateFormat) => `/ommall/promoter/auth-url?format=${format}`;
