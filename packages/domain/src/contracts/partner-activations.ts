import { z } from 'zod';
import { EDITION_CODES } from '../rules/editions.ts';
import { codeEnvelope, pageNumber } from './envelope.ts';

/**
 * A partner activates a service for one of its customers by a pay link (spec §2 service activation
 * and detail, §5 "must select customer, service to activate and abandon reason", §7 Promoter module
 * active-verify, service, active-service; issue 15; decision 0040), under /ommall/promoter/. The
 * customer is named by its merchant id (the id the customer list uses), the service by the mall's
 * service number and the SKU's id. The selections are loose here and checked by the server, so that
 * a missing one answers spec §5's own message; lengths are bounded so that no input reaches a query
 * unbounded. Money is integer fen.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** The mall's service numbers are at most 32 characters (MALL_SERVICE_NUMBER_PATTERN). */
const serviceNumber = z.string().max(64).default('');

/**
 * How an activation is paid (decision 0041): `link`, the customer pays its order by a pay link
 * (decision 0040); `balance`, the partner pays it at once from its prepaid ordering balance.
 */
export const ACTIVATION_PAY_MODES = ['link', 'balance'] as const;
export type ActivationPayMode = (typeof ACTIVATION_PAY_MODES)[number];

/** GET active-verify (query) and POST service (body): the customer, the service and its SKU, and the pay mode. */
export const activationQuery = z.object({
  merchantId: id.optional(),
  serviceNumber,
  skuId: id.optional(),
  payMode: z.enum(ACTIVATION_PAY_MODES).default('link'),
});
export const activateServiceBody = activationQuery;
export type ActivateServiceBody = z.input<typeof activateServiceBody>;

/** What the activation would sell the customer: the SKU priced as the mall prices it for that customer. */
export const activationOffer = z.object({
  merchantId: z.number().int(),
  serviceNumber: z.string(),
  serviceName: z.string(),
  skuId: z.number().int(),
  level: z.enum(EDITION_CODES),
  /** The edition in the caller's language. */
  edition: z.string(),
  /** Months of service; null for a perpetual buyout. */
  months: z.number().int().nullable(),
  /** What the payer pays: the mall's price by a pay link, less the partner's ordering discount from the balance. */
  amountFen: z.number().int().nonnegative(),
  /** The mall's own price of the SKU for the customer. */
  mallPriceFen: z.number().int().nonnegative(),
  payMode: z.enum(ACTIVATION_PAY_MODES),
});
export type ActivationOffer = z.infer<typeof activationOffer>;
/** GET active-verify: allowed, with the offer; a refusal answers its status and message instead. */
export const activeVerifyResponse = codeEnvelope(activationOffer.extend({ allowed: z.literal(true) }));

/** The order's state as the mall keeps it (a paid order may be refunded by the back office, decision 0043). */
export const ACTIVATION_ORDER_STATES = ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export type ActivationOrderState = (typeof ACTIVATION_ORDER_STATES)[number];

/** One activation as its partner sees it: the customer's shop and hidden phone, the order's state. */
export const partnerActivation = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  merchantId: z.number().int(),
  shopName: z.string(),
  /** The customer's phone, hidden as the customer list hides it. */
  phone: z.string(),
  serviceNumber: z.string(),
  serviceName: z.string(),
  skuId: z.number().int(),
  level: z.enum(EDITION_CODES),
  edition: z.string(),
  amountFen: z.number().int().nonnegative(),
  payMode: z.enum(ACTIVATION_PAY_MODES),
  state: z.enum(ACTIVATION_ORDER_STATES),
  createdAt: z.string(),
  /** Until when the unpaid order waits for payment. */
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The mall page where the logged-in customer pays the order; null once it is paid or cancelled, and for a balance payment. */
  payPath: z.string().nullable(),
});
export type PartnerActivation = z.infer<typeof partnerActivation>;

/** POST service: the activation made (or, for a replayed Idempotency-Key, the first one). */
export const activateServiceResponse = codeEnvelope(partnerActivation);

/** GET active-service: by id or order number one activation; otherwise a page, newest first. */
export const activeServiceQuery = z.object({
  id: id.optional(),
  orderNo: z.string().max(64).optional(),
  page: pageNumber(1, 100_000),
  rows: pageNumber(10, 100),
});
export const activationPage = z.object({
  list: z.array(partnerActivation),
  total: z.number().int(),
  page: z.number().int(),
  rows: z.number().int(),
});
export type ActivationPage = z.infer<typeof activationPage>;
export const activeServiceResponse = codeEnvelope(z.union([partnerActivation, activationPage]));
