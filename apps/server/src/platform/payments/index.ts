export { type Alipay, type AlipayOptions, createAlipay } from './alipay.ts';
export {
  type AlipayConfig,
  MIN_PAYMENT_SECRET_LENGTH,
  type PaymentConfig,
  type WechatPayConfig,
} from './payment-config.ts';
export {
  type CreatedPayment,
  type CreatePaymentInput,
  headerValue,
  type NotificationInput,
  PaymentCreationFailed,
  PaymentNotConfigured,
  PaymentNotificationRejected,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentProviders,
  type RefundInput,
  RefundRefused,
  type RefundResult,
  RefundUnavailable,
  TradeQueryUnavailable,
  type TradeState,
  type VerifiedNotification,
} from './payment-provider.ts';
export {
  ALIPAY_PAY_TYPES,
  type ConfiguredPaymentProviders,
  type PaymentProviderDeps,
  paymentProvidersFromConfig,
  WECHATPAY_PAY_TYPES,
} from './payment-providers.ts';
export { keepRawNotificationBodies, notificationInputOf } from './raw-notification-body.ts';
export { type SandboxGatewayRoutesOptions, sandboxGatewayRoutes } from './sandbox-gateway.routes.ts';
export {
  createSandboxGateway,
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  type SandboxDecision,
  type SandboxGateway,
  type SandboxGatewayOptions,
  type SandboxNotification,
  sandboxNotificationRequest,
  signSandboxNotification,
} from './sandbox-gateway.ts';
export {
  databaseRefundBook,
  memoryRefundBook,
  type SandboxRefund,
  type SandboxRefundBook,
} from './sandbox-refunds.ts';
export { databaseTradeBook, memoryTradeBook, type SandboxTrade, type SandboxTradeBook } from './sandbox-trades.ts';
export { createWechatPay, type WechatPay, type WechatPayOptions } from './wechat-pay-v3.ts';
