// The orders module's public face (decision 0020): orders, payments, coupons, fapiao and contacts.
export { type OrdersAdminOptions, ordersAdminRoutes } from './admin.routes.ts';
export type { CampaignPrice, CampaignPricer } from './campaign-prices.ts';
export { checkFirstBuy } from './check-purchase-rules.ts';
export {
  type CouponDefinition,
  couponDefinitions,
  defineCoupon,
  type GrantedCouponState,
  grantedCouponStates,
} from './coupon-definitions.ts';
export { type CustomerRoutesOptions, mallCustomerRoutes } from './customer.routes.ts';
export {
  grantCoupon,
  grantInviteeCoupon,
  grantWelcomeCoupons,
  type ProgrammeCouponTerms,
} from './grant-welcome-coupons.ts';
export { listOrders } from './list-orders.ts';
export {
  type OrderPayer,
  orderStatesRelation,
  type PlacedOrder,
  placePaidQuotedOrder,
  placeQuotedOrder,
  quoteSkuPurchase,
  type SkuPurchase,
  type SkuQuote,
  type SkuQuoteResult,
} from './order-for-customer.ts';
export { type PaidOrder, paidOrderOf, type RefundedOrder, refundedOrderOf } from './order-messages.ts';
export { type OrdersRoutesOptions, ordersRoutes } from './orders.routes.ts';
export {
  DEFAULT_PAYMENT_PENDING_WINDOW_MINUTES,
  ORDERS_JOBS,
  paymentJobs,
  receiptJobs,
  refundJobs,
} from './orders-jobs.ts';
export { ordersOutboxHandlers } from './orders-outbox.ts';
export type { CreateOrderOptions, PricedOrder } from './place-order.ts';
export { clearingAccount } from './post-payment.ts';
export { receiptsRoutes } from './receipts.routes.ts';
export { type PaymentLeftBehind, paymentsLeftBehind } from './reconcile-payments.ts';
export {
  type InternalRefund,
  ORDER_REFUNDED,
  type OrderRefundedPayload,
  type RefundChannels,
  refundOrder,
  settleRefunds,
} from './refund-order.ts';
export { seedMallCatalogue } from './seed/mall.ts';
export { ORDER_PAID } from './settle-payment.ts';
export { PAYMENT_NOTIFY_PATH, providerForPayType, readReturnPath } from './start-payment.ts';
