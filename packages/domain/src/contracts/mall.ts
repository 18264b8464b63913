import { z } from 'zod';
import { EDITION_CODES } from '../rules/editions.ts';
import {
  MALL_COUPON_KINDS,
  MALL_EXTRA_SEAT_TYPES,
  MALL_INVOICE_MEDIA_TYPES,
  MALL_INVOICE_TITLE_TYPES,
  MALL_INVOICE_TYPES,
  MALL_ORDER_KINDS,
  MALL_ORDER_MAX_QUANTITY,
  MALL_ORDER_STATUSES,
  MALL_SERVICE_NUMBER_PATTERN,
} from '../rules/mall-constants.ts';
import { campaignAlias } from './campaigns.ts';
import { codeEnvelope, type EnvelopeData } from './envelope.ts';

/**
 * Requests and answers of the mall calls (decision 0012, /tmp api sketch), mounted under
 * /ommall/srvmall/ as api-paths.md gives them. Amounts are integer fen. Dates are ISO strings.
 * Query values arrive as strings and are coerced here.
 */
const text = (max: number) => z.string().trim().max(max);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const fen = z.number().int().nonnegative();
const isoDate = z.string();

const serviceNumberText = z.string().regex(MALL_SERVICE_NUMBER_PATTERN);

export const editionLevel = z.enum(EDITION_CODES);

// ---------------------------------------------------------------- catalogue (public)

export const editionOffer = z.object({
  level: editionLevel,
  name: z.string(),
  includedUsers: z.number().int(),
  includedStores: z.number().int(),
  canBuyExtraStores: z.boolean(),
  /** fen per year of the cheapest subscription SKU of the edition. */
  fromPrice: fen,
  features: z.array(z.string()),
});
export type EditionOffer = z.infer<typeof editionOffer>;

export const serviceSummary = z.object({
  serviceNumber: z.string(),
  name: z.string(),
  description: z.string(),
  productId: z.number().int(),
  editions: z.array(editionOffer),
});
export type ServiceSummary = z.infer<typeof serviceSummary>;

export const mallSku = z.object({
  skuId: z.number().int(),
  serviceNumber: z.string(),
  level: editionLevel,
  /** 1 subscription, 2 perpetual buyout. */
  subscribeType: z.union([z.literal(1), z.literal(2)]),
  months: z.number().int().nullable(),
  price: fen,
  listPrice: fen,
  name: z.string(),
});
export type MallSku = z.infer<typeof mallSku>;

export const serviceDetail = serviceSummary.extend({
  skus: z.array(mallSku),
  extras: z.object({ userAnnualPrice: fen, storeAnnualPrice: fen }),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

/** GET services/display/{displayId} */
export const serviceDisplayParams = z.object({ displayId: id });
export const serviceDisplayResponse = codeEnvelope(z.array(serviceSummary));
/** GET services/{serviceNumber} */
export const serviceNumberParams = z.object({ serviceNumber: serviceNumberText });
export const serviceDetailResponse = codeEnvelope(serviceDetail);
/** GET services/{serviceNumber}/skuprices */
export const skuPricesResponse = codeEnvelope(z.array(mallSku));
/** GET services/sku/day?skuId= */
export const skuDayQuery = z.object({ skuId: id });
export const skuDayResponse = codeEnvelope(z.object({ skuId: z.number().int(), days: z.number().int().nullable() }));
/** GET services/introduce?serviceNumber= */
export const serviceIntroduceQuery = z.object({ serviceNumber: serviceNumberText });
export const serviceIntroduceResponse = codeEnvelope(
  z.object({ serviceNumber: z.string(), sections: z.array(z.object({ title: z.string(), body: z.string() })) }),
);
export type ServiceIntroduce = EnvelopeData<typeof serviceIntroduceResponse>;
export type IntroduceSection = ServiceIntroduce['sections'][number];
/** GET /ommall/om/sysenum/list/{typeID}: 1 pay types, 2 invoice types, 3 invoice media, 4 cancel reasons. */
export const sysEnumParams = z.object({ typeID: z.coerce.number().int().min(1).max(4) });
export const sysEnumResponse = codeEnvelope(
  z.array(z.object({ code: z.union([z.string(), z.number()]), name: z.string() })),
);
/** POST /ommall/srvmall/servicebook/add */
export const serviceBookBody = z.object({
  name: text(64),
  phone: text(32),
  company: text(128).optional(),
  note: text(1000).optional(),
});
export type ServiceBookBody = z.input<typeof serviceBookBody>;
export const serviceBookResponse = codeEnvelope(z.object({ id: z.number().int() }));

// ---------------------------------------------------------------- licences (login)

/** GET license/day/remaining?serviceNumber= */
export const licenceRemainingQuery = z.object({ serviceNumber: serviceNumberText.default('KDZHJ01') });
export const licenceRemaining = z.object({
  serviceNumber: z.string(),
  level: editionLevel,
  /** null for a perpetual buyout */
  expiresAt: isoDate.nullable(),
  /** null for a perpetual buyout */
  remainingDays: z.number().int().nullable(),
  users: z.number().int(),
  stores: z.number().int(),
  trial: z.boolean(),
  subscribeType: z.number().int(),
  /** the workspace: full while in service, read-only once expired, none once an ended trial is purged */
  access: z.enum(['full', 'read_only', 'none']),
  /** an ended trial's data is deleted then (30 days after it expired); null otherwise */
  dataKeptUntil: isoDate.nullable(),
});
export type LicenceRemaining = z.infer<typeof licenceRemaining>;
export const licenceRemainingResponse = codeEnvelope(licenceRemaining);

/** GET license/renew/expiredate?skuId=&quantity= */
export const renewExpiryQuery = z.object({
  skuId: id,
  quantity: z.coerce.number().int().min(1).max(MALL_ORDER_MAX_QUANTITY).default(1),
});
export const renewExpiryResponse = codeEnvelope(
  z.object({ currentExpiresAt: isoDate.nullable(), newExpiresAt: isoDate.nullable() }),
);
export type RenewExpiry = EnvelopeData<typeof renewExpiryResponse>;

/** GET order/adduseraccount/durationandprice?serviceNumber=&type=user|store&quantity= */
export const extraSeatsQuery = z.object({
  serviceNumber: serviceNumberText.default('KDZHJ01'),
  type: z.enum(MALL_EXTRA_SEAT_TYPES),
  quantity: z.coerce.number().int().min(1).max(MALL_ORDER_MAX_QUANTITY),
});
export const extraSeatsQuote = z.object({
  type: z.enum(MALL_EXTRA_SEAT_TYPES),
  quantity: z.number().int(),
  /** Days the seats are priced for: to the licence's end (a perpetual licence: 3 years). */
  remainingDays: z.number().int(),
  /** null for a perpetual licence */
  expiresAt: isoDate.nullable(),
  unitAnnualPrice: fen,
  amount: fen,
});
export type ExtraSeatsQuote = z.infer<typeof extraSeatsQuote>;
export const extraSeatsResponse = codeEnvelope(extraSeatsQuote);

// ---------------------------------------------------------------- orders (login)

export const mallInvoiceRequest = z.object({
  invoiceType: z.enum(MALL_INVOICE_TYPES),
  mediaType: z.enum(MALL_INVOICE_MEDIA_TYPES),
  titleType: z.enum(MALL_INVOICE_TITLE_TYPES),
  title: text(200),
  taxId: text(32).optional(),
  address: text(200).optional(),
  phone: text(32).optional(),
  bank: text(100).optional(),
  account: text(64).optional(),
  email: text(254).optional(),
  receiverName: text(64).optional(),
  receiverPhone: text(32).optional(),
  receiverAddress: text(200).optional(),
});
export type MallInvoiceRequest = z.input<typeof mallInvoiceRequest>;

export const mallOrderInvoice = mallInvoiceRequest.extend({
  invoiceId: z.number().int(),
  status: z.enum(['requested', 'issued', 'voided']),
  createdAt: isoDate,
  /** When the back office marked it issued; null before. The table holds no fapiao number or file yet. */
  issuedAt: isoDate.nullable(),
});
export type MallOrderInvoice = z.infer<typeof mallOrderInvoice>;

export const mallOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  serviceNumber: z.string(),
  kind: z.enum(MALL_ORDER_KINDS),
  level: editionLevel,
  skuId: z.number().int().nullable(),
  quantity: z.number().int(),
  amount: fen,
  discount: fen,
  finalAmount: fen,
  status: z.enum(MALL_ORDER_STATUSES),
  payType: z.number().int().nullable(),
  createdAt: isoDate,
  payDeadline: isoDate,
  paidAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** When the back office refunded the paid order (decision 0043); null otherwise. */
  refundedAt: isoDate.nullable(),
  /** Why a cancelled order was cancelled, in the caller's language (null while not cancelled). */
  cancelReason: z.string().nullable(),
  /** A human description in the caller's language ("Tallybook Professional, 1 year × 2"). */
  title: z.string(),
  invoice: mallOrderInvoice.nullable(),
  couponUserId: z.number().int().nullable(),
  /** What the order was priced on: days left on the licence, unit price, expiry after activation. */
  quote: z.object({
    remainingDays: z.number().int().nullable(),
    unitPrice: fen,
    targetExpiresAt: isoDate.nullable(),
  }),
  /** The VAT inside finalAmount at the rate kept with the order (what its fapiao states). */
  vat: z.object({ ratePercent: z.number().int(), amount: fen }).nullable(),
});
export type MallOrder = z.infer<typeof mallOrder>;
export const orderResponse = codeEnvelope(mallOrder);

/** A payment attempt of an order, as its owner sees it on the order's page. */
export const orderPayment = z.object({
  tradeNo: z.string(),
  payType: z.number().int(),
  /** The pay type in the caller's language ("WeChat Pay"). */
  payTypeName: z.string(),
  amount: fen,
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'refund_due', 'closed', 'refunded']),
  createdAt: isoDate,
  settledAt: isoDate.nullable(),
  /** When a payment taken twice was given back (status refunded, decision 0087); null otherwise. */
  refundedAt: isoDate.nullable().default(null),
});
export type OrderPayment = z.infer<typeof orderPayment>;
/** GET order/{orderNo}: the order with its payment attempts, newest first. */
export const orderDetail = mallOrder.extend({ payments: z.array(orderPayment) });
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = codeEnvelope(orderDetail);

/** GET payment/{tradeNo}/receipt: a succeeded payment's receipt, as its page and its PDF show it (issue 64). */
export const receiptParams = z.object({ tradeNo: text(64) });
export const receiptQuery = z.object({
  /** The printer's token (its browser has no session); a person's browser sends none. */
  print: text(200).optional(),
});
export const paymentReceipt = z.object({
  orderNo: z.string(),
  title: z.string(),
  orderStatus: z.enum(MALL_ORDER_STATUSES),
  amount: fen,
  discount: fen,
  finalAmount: fen,
  vat: z.object({ ratePercent: z.number().int(), amount: fen }).nullable(),
  payment: orderPayment,
  /** Whether the receipt's PDF has been printed (a job prints it within minutes of the payment). */
  pdfReady: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;
export const paymentReceiptResponse = codeEnvelope(paymentReceipt);

/** POST order (header Idempotency-Key optional) */
export const placeOrderBody = z.object({
  kind: z.enum(['new', 'renew', 'add_users', 'add_stores']),
  /** new/renew: the SKU bought */
  skuId: z.number().int().positive().optional(),
  serviceNumber: serviceNumberText.default('KDZHJ01'),
  /** new/renew: how many of the SKU (a multiplier); add_*: how many users or stores */
  quantity: z.number().int().min(1).max(MALL_ORDER_MAX_QUANTITY).default(1),
  couponUserId: z.number().int().positive().optional(),
  contactorId: z.number().int().positive().optional(),
  invoice: mallInvoiceRequest.optional(),
  /** new/renew: buy at this campaign's price (promotion-goods-info); never with a coupon (decision 0045) */
  campaign: campaignAlias.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** POST license/upgrade */
export const upgradeBody = z.object({
  srvId: serviceNumberText.default('KDZHJ01'),
  targetLevel: z.literal('professional'),
  couponUserId: z.number().int().positive().optional(),
  contactorId: z.number().int().positive().optional(),
  invoice: mallInvoiceRequest.optional(),
});
export type UpgradeBody = z.input<typeof upgradeBody>;
export const upgradeResponse = codeEnvelope(
  z.object({ quote: z.object({ remainingDays: z.number().int().nullable(), amount: fen }), order: mallOrder }),
);
export type UpgradeOffer = EnvelopeData<typeof upgradeResponse>;

/** GET order/number */
export const orderNumberResponse = codeEnvelope(z.object({ orderNo: z.string() }));

export const payTypeOption = z.object({ payType: z.number().int(), name: z.string() });
/** GET order/check?orderNo= */
export const orderNoQuery = z.object({ orderNo: text(64) });
export const orderCheckResponse = codeEnvelope(
  z.object({
    order: mallOrder,
    payable: z.boolean(),
    /** The pay types this site has a provider for. */
    payTypes: z.array(payTypeOption),
    /** Whether paying by bank transfer is offered (our account is configured). */
    bankTransfer: z.boolean(),
  }),
);
export type OrderCheck = EnvelopeData<typeof orderCheckResponse>;
/** GET order/{orderNo} */
export const orderNoParams = z.object({ orderNo: text(64) });

/** GET order/pagelist?page=&pageSize=&status= */
export const orderPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(MALL_ORDER_STATUSES).optional(),
});
export const orderPageResponse = codeEnvelope(
  z.object({
    list: z.array(mallOrder),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type OrderPage = EnvelopeData<typeof orderPageResponse>;

/** DELETE order/{orderId}?userId= */
export const cancelOrderParams = z.object({ orderId: id });
export const cancelOrderQuery = z.object({ userId: id.optional() });

/** GET coupon/couponuser?serviceNumber=&amount= */
export const couponUserQuery = z.object({
  serviceNumber: serviceNumberText.optional(),
  amount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const couponOffer = z.object({
  couponUserId: z.number().int(),
  name: z.string(),
  kind: z.enum(MALL_COUPON_KINDS),
  value: z.number().int(),
  minSpend: fen,
  expiresAt: isoDate,
  usable: z.boolean(),
  /** Why the coupon cannot be used for this amount, in the caller's language. */
  reason: z.string().nullable(),
  /** fen off this amount (0 when unusable). */
  discount: fen,
});
export type CouponOffer = z.infer<typeof couponOffer>;
export const couponUserResponse = codeEnvelope(z.array(couponOffer));

/** GET order/limitbuy/verify?skuId= ; GET order/role/verify?skuId= ; GET order/checkuseriscanbuywdh5onemonth */
export const purchaseRuleQuery = z.object({ skuId: id.optional() });
export const purchaseRuleResponse = codeEnvelope(z.object({ allowed: z.boolean(), reason: z.string().nullable() }));

// ---------------------------------------------------------------- contacts and fapiao (login)

export const contactor = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Contactor = z.infer<typeof contactor>;
export const contactorListResponse = codeEnvelope(z.array(contactor));
export const contactorAddBody = z.object({ name: text(64), phone: text(32), email: text(254).optional() });
export type ContactorAddBody = z.input<typeof contactorAddBody>;
export const contactorUpdateBody = contactorAddBody.extend({ id: z.number().int().positive() });
export type ContactorUpdateBody = z.input<typeof contactorUpdateBody>;
export const contactorResponse = codeEnvelope(contactor);

export const invoiceProfile = mallInvoiceRequest;
export type InvoiceProfile = z.input<typeof invoiceProfile>;
/** POST order/invoice/{userId}/save */
export const invoiceProfileSaveParams = z.object({ userId: id });
export const invoiceProfileSaveBody = invoiceProfile.extend({ productNo: serviceNumberText.default('KDZHJ01') });
/** GET order/invoice/{userId}/{productNo}?mediaType=&invoicetype= */
export const invoiceProfileParams = z.object({ userId: id, productNo: serviceNumberText });
export const invoiceProfileQuery = z.object({
  mediaType: z.enum(MALL_INVOICE_MEDIA_TYPES).default('electronic'),
  invoicetype: z.enum(MALL_INVOICE_TYPES).default('normal'),
});
export const invoiceProfileResponse = codeEnvelope(invoiceProfile.nullable());
/** POST order/addinvoice/{orderId} */
export const addInvoiceParams = z.object({ orderId: id });
export const addInvoiceBody = mallInvoiceRequest;
export const addInvoiceResponse = codeEnvelope(mallOrderInvoice);
/** DELETE order/reinvoice/{invoiceId} */
export const reinvoiceParams = z.object({ invoiceId: id });
export const reinvoiceResponse = codeEnvelope(mallOrderInvoice);

/** POST order/bankacct/zhj/sendmsg */
export const bankTransferSmsBody = z.object({ orderNo: text(64), captcha: text(16), captchaId: text(128) });
export type BankTransferSmsBody = z.input<typeof bankTransferSmsBody>;
export const bankTransferSmsResponse = codeEnvelope(z.object({ sent: z.literal(true) }));
export type BankTransferSms = EnvelopeData<typeof bankTransferSmsResponse>;

// ---------------------------------------------------------------- payments

/** POST payment */
export const startPaymentBody = z.object({
  orderNo: text(64),
  payType: z.number().int().positive(),
  /** A same-origin path to come back to; default /order/result?orderNo=… */
  returnUrl: text(500).optional(),
});
export type StartPaymentBody = z.input<typeof startPaymentBody>;
export const startPaymentResult = z.object({
  tradeNo: z.string(),
  payType: z.number().int(),
  payUrl: z.string().nullable(),
  params: z.record(z.string(), z.string()).nullable(),
  amount: fen,
});
export type StartPaymentResult = z.infer<typeof startPaymentResult>;
export const startPaymentResponse = codeEnvelope(startPaymentResult);

/** GET payment/order?orderNo= */
export const paymentStatusResponse = codeEnvelope(
  z.object({
    orderNo: z.string(),
    status: z.enum(MALL_ORDER_STATUSES),
    paidAt: isoDate.nullable(),
    tradeNo: z.string().nullable(),
  }),
);
export type PaymentState = EnvelopeData<typeof paymentStatusResponse>;

/** POST payment/notify/{provider} */
export const paymentNotifyParams = z.object({ provider: text(32) });

/** GET payment/wx/openid/verify?code= ; GET wechat/openid?code= */
export const wechatCodeQuery = z.object({ code: text(128) });
export const wechatOpenidVerifyResponse = codeEnvelope(z.object({ code: z.string(), isExist: z.boolean() }));
export const wechatOpenidResponse = codeEnvelope(z.object({ openid: z.string() }));

// ---------------------------------------------------------------- admin

/** POST /admin/api/mall/coupons/grant */
export const grantCouponBody = z
  .object({
    userId: z.number().int().positive().optional(),
    phone: text(32).optional(),
    couponId: z.number().int().positive(),
  })
  .refine((body) => body.userId !== undefined || (body.phone !== undefined && body.phone !== ''), {
    message: 'userId or phone',
  });
export const grantCouponResponse = codeEnvelope(z.object({ couponUserId: z.number().int(), expiresAt: isoDate }));

/** A refund's reason: one printable line (a NUL or another control character is refused). */
export const REFUND_REASON_MAX_LENGTH = 200;
export const refundOrderParams = z.object({ orderNo: z.string().trim().min(1).max(64) });
/** POST /admin/api/orders/{orderNo}/refund (decision 0043): the whole amount paid goes back to the payer. */
export const refundOrderBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(REFUND_REASON_MAX_LENGTH)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a reason is one printable line
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'no control characters'),
});
export type RefundOrderBody = z.infer<typeof refundOrderBody>;
export const ORDER_REFUND_STATUSES = ['refunding', 'refunded', 'failed'] as const;
/** An order's refund as the back office sees it: one per order, tried again under the same number. */
export const orderRefund = z.object({
  orderNo: z.string(),
  refundNo: z.string(),
  status: z.enum(ORDER_REFUND_STATUSES),
  /** The order's state after the call. */
  orderStatus: z.enum(MALL_ORDER_STATUSES),
  provider: z.string(),
  amountFen: fen,
  reason: z.string(),
  attempts: z.number().int(),
  /** The provider's number of the refund, once it has one. */
  providerRefundId: z.string().nullable(),
  /** Why the last attempt failed, while the refund is failed. */
  failureReason: z.string().nullable(),
  requestedAt: isoDate,
  refundedAt: isoDate.nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;
export const orderRefundResponse = codeEnvelope(orderRefund);
