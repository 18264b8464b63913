export { type AlipayCertificateSerials, alipayAppCertSn, alipayRootCertSn } from './alipay-certificate-serials.ts';
export {
  ALIPAY_TRANSFER_METHOD,
  ALIPAY_TRANSFER_QUERY_METHOD,
  type AlipayPayouts,
  type AlipayPayoutsOptions,
  createAlipayPayouts,
} from './alipay-payouts.ts';
export { type AlipayPayoutConfig, type PayoutConfig, payoutEnvironment, readPayoutConfig } from './payout-config.ts';
export {
  type BankCardTransferInput,
  PayoutNotFound,
  type PayoutProvider,
  PayoutRefused,
  type PayoutResult,
  type PayoutStatus,
  PayoutsNotConfigured,
  PayoutUnavailable,
  requirePayoutProvider,
} from './payout-provider.ts';
export { type PayoutProviderDeps, payoutProviderFromConfig } from './payout-providers.ts';
export type { RedPacketInput, RedPacketProvider } from './red-packet-provider.ts';
export {
  createSandboxPayouts,
  listSandboxPayouts,
  SANDBOX_CARD_REJECTED,
  SANDBOX_CARD_RETURNED,
  SANDBOX_REJECTED_CARD_SUFFIX,
  SANDBOX_RETURNED_CARD_SUFFIX,
  type SandboxPayout,
  type SandboxPayouts,
  type SandboxPayoutsOptions,
} from './sandbox-payouts.ts';
export {
  createSandboxRedPackets,
  SANDBOX_OPENID_REFUSED,
  SANDBOX_REFUSED_OPENID_SUFFIX,
} from './sandbox-red-packets.ts';
