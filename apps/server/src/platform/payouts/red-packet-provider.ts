import type { PayoutResult } from './payout-provider.ts';

/** A cash red packet to a WeChat user (WeChat Pay's sendredpack): the money lands in the user's WeChat balance. */
export interface RedPacketInput {
  /** Our unique bill number (mch_billno): the provider keeps one packet per number, however often it is sent. */
  billNo: string;
  /** The receiver's open id of the official account that sends the packet. */
  openid: string;
  amountFen: number;
  /** The sender's name, the wishing, the activity's name and a remark, as the packet shows them. */
  senderName: string;
  wishing: string;
  activityName: string;
  remark: string;
}

/**
 * Pays red packets (issue 16, decision 0044). Like PayoutProvider (the same result and errors:
 * PayoutRefused, no money moved; PayoutUnavailable, ask again with the same bill number;
 * PayoutNotFound from a query), called outside any database transaction.
 */
export interface RedPacketProvider {
  readonly name: 'sandbox' | 'wechat';
  sendRedPacket(input: RedPacketInput): Promise<PayoutResult>;
  queryRedPacket(billNo: string): Promise<PayoutResult>;
}
