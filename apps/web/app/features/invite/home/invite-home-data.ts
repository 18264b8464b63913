/** What /invite shows, as the referral calls answer it (packages/domain contracts/referral.ts). */
export interface InviteInfo {
  code: string;
  inviteUrl: string;
  registerUrl: string;
  nickname: string;
  notice: boolean;
  enabled: boolean;
}

/** GET /recommend/payindex: what one red packet would pay now (0: none yet), its bounds, and whether WeChat can receive it. */
export interface PayIndex {
  payableFen: number;
  nextPacketFen: number;
  minPacketFen: number;
  maxPacketFen: number;
  wechatBound: boolean;
}

export interface TickerEntry {
  name: string;
  kind: string;
  amountFen: number;
  at: string;
}

/** The forms of /invite: the reminder flag and the red packet. */
export const SET_NOTICE = 'notice';
export const SEND_RED_PACKET = 'redpack';

export type InviteHomeFormResult =
  | { intent: string; ok: true; msg: string }
  | { intent: string; ok: false; problem: string };
