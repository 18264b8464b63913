import type { AwardBalances, ReferralAwardKind, ReferralAwardState } from '@tallybook/domain';
import type { InviteProgramme } from '../programme/programme';
import type { DetailView } from './detail-view';

/** One award as GET /recommend/award/detail answers it (contracts/referral.ts awardItem). */
export interface AwardRow {
  id: number;
  kind: ReferralAwardKind;
  state: ReferralAwardState;
  amountFen: number;
  /** The friend, its phone masked. */
  invitee: string;
  orderNo: string | null;
  earnedAt: string;
  /** When a pending award becomes payable; null until the friend's first paid order. */
  maturesAt: string | null;
}

/** One friend as GET /recommend/regist/detail answers it. */
export interface RegistrationRow {
  invitee: string;
  boundAt: string;
  firstPaidAt: string | null;
  awardedFen: number;
}

export type OpenDetailList =
  | { list: 'awards'; rows: AwardRow[]; total: number }
  | { list: 'registrations'; rows: RegistrationRow[]; total: number };

/** What the rewards screen shows: of every programme (/invite/detail) or of one (/invite/xh-share/rewards). */
export interface InviteDetailData {
  programme: InviteProgramme | 'all';
  /** The screen's own address, that its tabs, filters and pages link to. */
  path: string;
  view: DetailView;
  balances: AwardBalances;
  open: OpenDetailList;
}
