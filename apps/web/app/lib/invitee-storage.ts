/**
 * spec §3: the invitee info kept in local storage as one object, merged with what was there (an invite
 * landing adds the inviter); spec §4: a WeChat login that answers code 200 replaces it with the result.
 */
export const INVITEE_KEY = 'tb_invitee';

export interface InviteeInfo {
  inviteCode?: string;
  inviteProgramme?: string;
  inviter?: string;
  /** After a WeChat login: whose account the browser is now (the result's id, never its token). */
  kdUid?: string;
  phoneHide?: string;
}

function write(info: InviteeInfo): void {
  try {
    window.localStorage.setItem(INVITEE_KEY, JSON.stringify(info));
  } catch {
    // storage refused (private mode, full): the session keywords still carry the code
  }
}

/** Merges `info` into the stored invitee info. */
export function rememberInvitee(info: InviteeInfo): void {
  let before: InviteeInfo = {};
  try {
    const kept = JSON.parse(window.localStorage.getItem(INVITEE_KEY) ?? '{}') as unknown;
    if (kept && typeof kept === 'object' && !Array.isArray(kept)) before = kept as InviteeInfo;
  } catch {
    // unreadable or not JSON: started again
  }
  write({ ...before, ...info });
}

/**
 * spec §4: code 200 of the WeChat login replaces the stored invitee info with the result: the account
 * logged in (its id and hidden phone; the token stays with the user state alone), the invitation
 * having been settled by the server at that login.
 */
export function replaceInvitee(result: { kdUid: string; phoneHide: string }): void {
  write({ kdUid: result.kdUid, phoneHide: result.phoneHide });
}
