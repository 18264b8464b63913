import { z } from 'zod';
import {
  PARTNER_APPLICATION_LIMITS,
  PARTNER_APPLICATION_STATES,
  PARTNER_LEVELS,
  PARTNER_ROLES,
  PARTNER_VERSIONS,
} from '../rules/partner.ts';
import { MAX_PHONE_INPUT_LENGTH } from '../rules/phone.ts';
import { codeEnvelope, type EnvelopeData } from './envelope.ts';

/**
 * The partner programme's calls (spec §7 Promoter module, issue 14), under /ommall/promoter/ and the
 * back office's /admin/api/partner/. Text fields are loose strings the server checks, so that a
 * failure carries spec §5's own message rather than a schema's.
 */
const text = (max: number) => z.string().max(max).default('');

/** POST /ommall/promoter/info: the logged-in user's partner application. */
export const partnerApplicationBody = z.object({
  applicantName: text(PARTNER_APPLICATION_LIMITS.name * 4),
  /**
   * The applicant's phone. Omitted: the logged-in account's own phone, which its login proved (issue
   * 64); the account's own phone needs no code either way.
   */
  phone: z.string().max(MAX_PHONE_INPUT_LENGTH).optional(),
  /** The SMS code sent to `phone` with purpose partner; needed only for a phone other than the account's. */
  code: text(16),
  companyName: text(PARTNER_APPLICATION_LIMITS.company * 4),
  /** A leaf of the region cascader rooted at 86 (GET /ommall/promoter/regions). */
  regionCode: text(12),
  email: text(PARTNER_APPLICATION_LIMITS.email + 16),
  mainNeeds: text(PARTNER_APPLICATION_LIMITS.mainNeeds * 4),
  version: z.enum(PARTNER_VERSIONS),
  /** The partner agreement's checkbox (spec §5: must agree to the terms of service). */
  agreed: z.boolean().default(false),
  /** The referral code of the partner whose apply link the applicant came through (apply-url). */
  partnerCode: z.string().max(32).optional(),
});
export type PartnerApplicationBody = z.input<typeof partnerApplicationBody>;

export const partnerApplication = z.object({
  id: z.number().int(),
  applicantName: z.string(),
  /** The phone, hidden as spec §3's phoneHide. */
  phone: z.string(),
  companyName: z.string(),
  regionCode: z.string(),
  /** The region's names from the province down. */
  region: z.array(z.string()),
  email: z.string(),
  mainNeeds: z.string(),
  version: z.enum(PARTNER_VERSIONS),
  state: z.enum(PARTNER_APPLICATION_STATES),
  /** The operator's reason, when rejected. */
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplication>;
export const partnerApplicationResponse = codeEnvelope(partnerApplication);

/** A partner's public qualification (the certificate's facts): what anyone may look up. */
export const partnerQualification = z.object({
  name: z.string(),
  companyName: z.string(),
  version: z.enum(PARTNER_VERSIONS),
  role: z.enum(PARTNER_ROLES),
  level: z.enum(PARTNER_LEVELS),
  region: z.array(z.string()),
  certificateNo: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** Whether the certificate is valid today. */
  valid: z.boolean(),
});
export type PartnerQualification = z.infer<typeof partnerQualification>;

/** GET /ommall/promoter/verify?version=: who the logged-in user is in the programme. */
export const partnerVerifyQuery = z.object({
  /** The version the user logs in to; a partner of the other version is refused (spec §6). */
  version: z.enum(PARTNER_VERSIONS).optional(),
});
export const partnerStanding = z.object({
  partner: partnerQualification.extend({ phone: z.string() }).nullable(),
  /** The user's latest application, whatever its state; null before the first. */
  application: partnerApplication.nullable(),
});
export type PartnerStanding = z.infer<typeof partnerStanding>;
export const partnerVerifyResponse = codeEnvelope(partnerStanding);

/** GET /ommall/promoter/sysenum-list: the programme's enumerations. */
export const partnerEnumsResponse = codeEnvelope(
  z.object({
    versions: z.array(z.enum(PARTNER_VERSIONS)),
    levels: z.array(z.enum(PARTNER_LEVELS)),
    roles: z.array(z.object({ role: z.enum(PARTNER_ROLES), versions: z.array(z.enum(PARTNER_VERSIONS)) })),
    applicationStates: z.array(z.enum(PARTNER_APPLICATION_STATES)),
  }),
);

/** POST /ommall/promoter/info-by-name: the public qualification query (spec §8: partner information not found). */
export const qualificationQueryBody = z.object({
  /** A partner's full name, phone or certificate number. */
  keyword: text(PARTNER_APPLICATION_LIMITS.qualificationQuery),
});
export const qualificationQueryResponse = codeEnvelope(z.array(partnerQualification));

/** POST /ommall/promoter/auth-qrcode: a PNG of a QR code of the partner's (the certificate's: its public qualification page). */
export const authQrcodeBody = z.object({ target: z.enum(['certificate']).default('certificate') }).default({
  target: 'certificate',
});
/** The public qualification page a certificate's QR code opens (the web's /agent/qualification). */
export const qualificationPageUrl = (origin: string, certificateNo: string) =>
  `${origin}/agent/qualification?${new URLSearchParams({ q: certificateNo })}`;

/** GET /ommall/promoter/regions?parent=86: one level of the region cascader. */
export const regionQuery = z.object({ parent: z.string().max(12).default('86') });
export const regionResponse = codeEnvelope(
  z.array(z.object({ code: z.string(), name: z.string(), leaf: z.boolean() })),
);
export type RegionOption = EnvelopeData<typeof regionResponse>[number];

/** The back office's application list. */
export const partnerApplicationListQuery = z.object({
  state: z.enum(PARTNER_APPLICATION_STATES).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});
export const adminPartnerApplication = partnerApplication.extend({ phone: z.string(), userId: z.number().int() });
export const partnerApplicationListResponse = codeEnvelope(
  z.object({
    list: z.array(adminPartnerApplication),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  }),
);
export const partnerApplicationIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const partnerApprovalBody = z.object({
  level: z.enum(PARTNER_LEVELS),
  /** The role; by default the version's (DEFAULT_ROLE_OF_VERSION). */
  role: z.enum(PARTNER_ROLES).optional(),
});
export const partnerRejectionBody = z.object({ reason: text(PARTNER_APPLICATION_LIMITS.reviewNote) });
export const adminPartnerApplicationResponse = codeEnvelope(adminPartnerApplication);
/** POST …/approve: the application, and the partner it made (the back office's handle on it). */
export const adminPartnerApprovalResponse = codeEnvelope(
  adminPartnerApplication.extend({ partnerId: z.number().int() }),
);
