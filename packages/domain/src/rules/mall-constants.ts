/**
 * The fixed values of the mall calls, apart from their schemas in contracts/mall.ts, so that a page
 * can use them without shipping the validation library.
 */

export const MALL_SERVICE_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const SKU_SUBSCRIBE_TYPES = { subscription: 1, buyout: 2 } as const;
export const MALL_ORDER_KINDS = ['new', 'renew', 'upgrade', 'add_users', 'add_stores'] as const;
export type MallOrderKind = (typeof MALL_ORDER_KINDS)[number];
/** unpaid → paid | cancelled; a paid order refunded by the back office: paid → refunding → refunded (decision 0043). */
export const MALL_ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];
export const MALL_COUPON_KINDS = ['fixed', 'percent'] as const;
export const MALL_INVOICE_TYPES = ['normal', 'special'] as const;
export const MALL_INVOICE_MEDIA_TYPES = ['electronic', 'paper'] as const;
export const MALL_INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export const MALL_EXTRA_SEAT_TYPES = ['user', 'store'] as const;
/** The most SKUs (years) or extra seats one order may buy. */
export const MALL_ORDER_MAX_QUANTITY = 99;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
