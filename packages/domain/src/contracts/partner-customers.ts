import { z } from 'zod';
import {
  CUSTOMER_EVENTS,
  CUSTOMER_INDUSTRIES,
  CUSTOMER_LIMITS,
  CUSTOMER_SORTS,
  CUSTOMER_SOURCES,
  GIVE_UP_REASONS,
  MERCHANT_LIST_MAX_ROWS,
  PURCHASE_INTENTIONS,
} from '../rules/partner-customers.ts';
import { MAX_PHONE_INPUT_LENGTH } from '../rules/phone.ts';
import { codeEnvelope } from './envelope.ts';

/**
 * A partner's customers and the pool (spec §3 Customer/merchant, §4, §7 Promoter module, issue 14),
 * under /ommall/promoter/. A customer is named by its merchant id, the merchant's tenant id. Text
 * fields are loose strings the server checks, so that a failure carries spec §5's own message.
 */
const text = (max: number) => z.string().max(max).default('');
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One customer (merchant) as the partner sees it. */
export const partnerCustomer = z.object({
  merchantId: z.number().int(),
  /** The registered phone, hidden as spec §3's phoneHide. */
  phone: z.string(),
  shopName: z.string(),
  address: z.string(),
  industry: z.enum(CUSTOMER_INDUSTRIES).nullable(),
  registeredAt: z.string(),
  /** The registration channel (pack_origin, spec §5). */
  channel: z.string(),
  /** mine: owned by the caller; pool: in the pool, claimable; unowned: registered but nobody's yet. */
  ownership: z.enum(['mine', 'pool', 'unowned']),
  source: z.enum(CUSTOMER_SOURCES).nullable(),
  labels: z.array(z.string()),
  intention: z.enum(PURCHASE_INTENTIONS).nullable(),
  lastFollowUpAt: z.string().nullable(),
  ownedSince: z.string().nullable(),
  protectedUntil: z.string().nullable(),
  /** Whole days left of the protection period (customer-remaining-days); null when not the caller's. */
  remainingDays: z.number().int().nonnegative().nullable(),
  poolSince: z.string().nullable(),
  /** The latest end of the customer's paid services (spec §6: agents see membership expiry). */
  serviceExpiresAt: z.string().nullable(),
});
export type PartnerCustomer = z.infer<typeof partnerCustomer>;

/** POST /ommall/promoter/merchant-list: the partner's customers, or the pool, one page of up to 10,000. */
export const merchantListBody = z.object({
  page: z.coerce.number().int().positive().max(1_000).default(1),
  rows: z.coerce.number().int().positive().max(MERCHANT_LIST_MAX_ROWS).default(MERCHANT_LIST_MAX_ROWS),
  /**
   * mine (default), the pool, or search: the caller's own customers and the pool together, to find
   * one by phone or shop name (/agent/search-customer); pool rows never show a full phone or notes.
   */
  scope: z.enum(['mine', 'pool', 'search']).default('mine'),
  sort: z.enum(CUSTOMER_SORTS).default('registration'),
  label: z
    .string()
    .max(CUSTOMER_LIMITS.label * 4)
    .optional(),
  intention: z.enum(PURCHASE_INTENTIONS).optional(),
  /** Only customers whose protection ends within this many days. */
  expiringWithinDays: z.coerce.number().int().nonnegative().max(3_650).optional(),
  /** A phone (or its last digits) or a part of the shop name. */
  keyword: z
    .string()
    .max(CUSTOMER_LIMITS.search * 4)
    .optional(),
});
export const merchantListResponse = codeEnvelope(
  z.object({
    list: z.array(partnerCustomer),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    rows: z.number().int().positive(),
  }),
);

/** The calls of one customer: ?merchantId= (GET) or { merchantId } (POST). */
export const merchantQuery = z.object({ merchantId: id });

/** The owner history of a customer (the detail screen's "history"). */
export const customerHistoryEntry = z.object({
  event: z.enum(CUSTOMER_EVENTS),
  /** mine, another partner's, or the pool: partners never see each other's names. */
  from: z.enum(['me', 'other', 'none']),
  to: z.enum(['me', 'other', 'none']),
  source: z.enum(CUSTOMER_SOURCES).nullable(),
  reason: z.enum(GIVE_UP_REASONS).nullable(),
  at: z.string(),
});

/** GET merchant-detail-basic: the customer, its orders and its services (spec §6). */
export const customerDetail = partnerCustomer.extend({
  orders: z.array(
    z.object({
      orderNo: z.string(),
      serviceName: z.string(),
      amountFen: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  services: z.array(z.object({ serviceName: z.string(), expiresAt: z.string().nullable(), state: z.string() })),
  history: z.array(customerHistoryEntry),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
export const customerDetailResponse = codeEnvelope(customerDetail);

/** GET shop-list: the customer's stores. */
export const customerStore = z.object({
  storeId: z.number().int(),
  name: z.string(),
  address: z.string(),
  isHead: z.boolean(),
});
export const customerStoresResponse = codeEnvelope(z.array(customerStore));

/** GET/POST follow-record. */
export const followRecord = z.object({
  id: z.number().int(),
  intention: z.enum(PURCHASE_INTENTIONS),
  note: z.string(),
  createdAt: z.string(),
});
export const followRecordsResponse = codeEnvelope(z.array(followRecord));
export const followRecordBody = z.object({
  merchantId: id,
  /** spec §5: purchase intention and follow-up note must both be filled. */
  intention: z.string().max(16).default(''),
  note: text(CUSTOMER_LIMITS.followUpNote * 4),
});
export const followRecordResponse = codeEnvelope(followRecord);

/** GET/POST label: the customer's labels; label-enums and label-names: the choices and the names in use. */
export const labelsResponse = codeEnvelope(z.array(z.string()));
export const labelBody = z.object({
  merchantId: id,
  labels: z.array(z.string().max(CUSTOMER_LIMITS.label * 4)).max(CUSTOMER_LIMITS.labels * 4),
});
/** label-enums, give-up-enum, industry-enum: codes the web names in the caller's language. */
export const enumCodesResponse = codeEnvelope(z.array(z.string()));

/** POST give-up: abandon a customer with a reason (spec §4, §5); it goes to the pool. */
export const giveUpBody = z.object({
  merchantId: id,
  reason: z.enum(GIVE_UP_REASONS).optional(),
  note: text(CUSTOMER_LIMITS.giveUpNote * 4),
});

/** GET customer-remaining-days. */
export const remainingDaysResponse = codeEnvelope(
  z.object({ remainingDays: z.number().int().nonnegative(), protectedUntil: z.string() }),
);

/**
 * POST input-merchant: add a customer by hand (its phone; an account is opened for a phone without
 * one) or claim one from the pool (merchantId).
 */
export const inputMerchantBody = z.object({
  merchantId: id.optional(),
  phone: text(MAX_PHONE_INPUT_LENGTH),
  shopName: text(CUSTOMER_LIMITS.shopName * 4),
  address: text(CUSTOMER_LIMITS.address * 4),
  industry: z.enum(CUSTOMER_INDUSTRIES).optional(),
});
export const customerResponse = codeEnvelope(partnerCustomer);

/** POST invite-bind: bind the logged-in merchant to the partner (or team promoter) of a referral code. */
export const inviteBindBody = z.object({ code: text(16) });
export const inviteBindResponse = codeEnvelope(
  z.object({ bound: z.boolean(), partnerName: z.string(), protectedUntil: z.string().nullable() }),
);

/**
 * A partner's (or team promoter's) links, by referral code (referral-code, apply-url). The code
 * rides as `partner=`: a visit keeps it for the session (like spec §4's ref), registration sends it
 * as promoterCode, and the new merchant becomes the code's partner's customer.
 */
export const PARTNER_CODE_PARAM = 'partner';
/** The invite link: the home page, carrying the code. */
export const partnerInviteUrl = (origin: string, code: string) =>
  `${origin}/?${new URLSearchParams({ [PARTNER_CODE_PARAM]: code })}`;
/** The register link: the login page's register form, carrying the code. */
export const partnerRegisterUrl = (origin: string, code: string) =>
  `${origin}/login?${new URLSearchParams({ mode: 'register', [PARTNER_CODE_PARAM]: code })}`;
/** The apply link: the partner application, under this partner (a sub-partner of its team). */
export const partnerApplyUrl = (origin: string, code: string) =>
  `${origin}/agent/join-apply?${new URLSearchParams({ [PARTNER_CODE_PARAM]: code })}`;
