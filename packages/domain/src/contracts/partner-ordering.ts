import { z } from 'zod';
import {
  isOrderingDiscount,
  isTopUpAmount,
  MAX_ORDERING_DISCOUNT_BP,
  MAX_TOP_UP_FEN,
  MIN_TOP_UP_FEN,
  ORDERING_OPERATOR_MAX,
} from '../rules/partner-ordering.ts';
import { codeEnvelope } from './envelope.ts';

/**
 * The channel ordering platform (spec §1, §6 channel manager; issue 15; decision 0041): the back
 * office opens and closes a partner's ordering with a discount (/admin/api/partner/{partnerId}/ordering),
 * and the partner reads its ordering balance and tops it up (/ommall/promoter/ordering). Money is
 * integer fen; the discount is whole basis points.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A channel manager's name: printable text, no control characters (a NUL byte is refused). */
const operator = z
  .string()
  .trim()
  .min(1)
  .max(ORDERING_OPERATOR_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a name is one printable line
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'no control characters');

export const orderingPartnerParams = z.object({ partnerId: id });
export const openOrderingBody = z.object({
  discountBp: z.number().refine(isOrderingDiscount, `whole basis points from 0 to ${MAX_ORDERING_DISCOUNT_BP} (90 %)`),
  openedBy: operator,
});
export type OpenOrderingBody = z.infer<typeof openOrderingBody>;
export const closeOrderingBody = z.object({ closedBy: operator });

/** A partner's ordering as the back office sees it: open or not, its terms, and the balance. */
export const adminPartnerOrdering = z.object({
  partnerId: z.number().int(),
  open: z.boolean(),
  /** The open ordering's discount; null when ordering is not open. */
  discountBp: z.number().int().nullable(),
  openedBy: z.string().nullable(),
  openedAt: z.string().nullable(),
  /** The last closing, when ordering is not open but was. */
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  balanceFen: z.number().int(),
});
export type AdminPartnerOrdering = z.infer<typeof adminPartnerOrdering>;
export const adminPartnerOrderingResponse = codeEnvelope(adminPartnerOrdering);

/** GET /ommall/promoter/ordering: the partner's own view. */
export const partnerOrdering = z.object({
  open: z.boolean(),
  discountBp: z.number().int().nullable(),
  balanceFen: z.number().int(),
  minTopUpFen: z.number().int(),
  maxTopUpFen: z.number().int(),
});
export type PartnerOrdering = z.infer<typeof partnerOrdering>;
export const partnerOrderingResponse = codeEnvelope(partnerOrdering);

/** POST /ommall/promoter/ordering/top-up: an amount in whole fen and the pay type (the mall's pay types). */
export const topUpBody = z.object({
  amountFen: z
    .number()
    .refine(isTopUpAmount, `whole fen from ${MIN_TOP_UP_FEN} (1 yuan) to ${MAX_TOP_UP_FEN} (500 000 yuan)`),
  payType: z.number().int(),
  /** A path of this site to come back to after paying; the open screen by default. */
  returnUrl: z.string().max(512).optional(),
});
export type TopUpBody = z.infer<typeof topUpBody>;

export const TOP_UP_STATES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type TopUpState = (typeof TOP_UP_STATES)[number];
export const orderingTopUp = z.object({
  tradeNo: z.string(),
  amountFen: z.number().int(),
  state: z.enum(TOP_UP_STATES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderingTopUp = z.infer<typeof orderingTopUp>;
/** The top-up started: its trade number and the provider's page (or app parameters), as the mall's payment answers. */
export const startTopUpResponse = codeEnvelope(
  orderingTopUp.extend({ payUrl: z.string().nullable(), params: z.record(z.string(), z.string()).nullable() }),
);
export const topUpQuery = z.object({ tradeNo: z.string().min(1).max(64) });
export const topUpResponse = codeEnvelope(orderingTopUp);
