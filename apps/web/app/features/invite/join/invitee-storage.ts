/** spec §3: the invitee info kept in local storage as one object, merged with what was there. */
export const INVITEE_KEY = 'tb_invitee';

export interface InviteeInfo {
  inviteCode?: string;
  inviteProgramme?: string;
  inviter?: string;
}

export function rememberInvitee(info: InviteeInfo): void {
  try {
    const kept = JSON.parse(window.localStorage.getItem(INVITEE_KEY) ?? '{}') as unknown;
    const before = kept && typeof kept === 'object' && !Array.isArray(kept) ? kept : {};
    window.localStorage.setItem(INVITEE_KEY, JSON.stringify({ ...before, ...info }));
  } catch {
    // storage refused (private mode, full): the session keywords still carry the code
  }
}
