// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { INVITEE_KEY, rememberInvitee, replaceInvitee } from './invitee-storage';

const stored = () => JSON.parse(window.localStorage.getItem(INVITEE_KEY) ?? 'null') as unknown;

afterEach(() => window.localStorage.clear());

describe('the invitee info in local storage (spec §3, §4)', () => {
  it('merges what an invite landing learns into what was kept', () => {
    window.localStorage.setItem(INVITEE_KEY, JSON.stringify({ openid: 'o1', inviteCode: 'AAAAAA' }));
    rememberInvitee({ inviteCode: 'BCDEFG', inviter: '139****0001' });
    expect(stored()).toEqual({ openid: 'o1', inviteCode: 'BCDEFG', inviter: '139****0001' });
  });

  it('starts again from something that is not an object', () => {
    window.localStorage.setItem(INVITEE_KEY, '[1,2]');
    rememberInvitee({ inviteCode: 'BCDEFG' });
    expect(stored()).toEqual({ inviteCode: 'BCDEFG' });
    window.localStorage.setItem(INVITEE_KEY, '{not json');
    rememberInvitee({ inviteCode: 'CDEFGH' });
    expect(stored()).toEqual({ inviteCode: 'CDEFGH' });
  });

  it('a WeChat login of code 200 replaces it with the result, without the token', () => {
    rememberInvitee({ inviteCode: 'BCDEFG', inviter: '139****0001' });
    replaceInvitee({ kdUid: 'u-1', phoneHide: '138****0000', kdToken: 'secret' } as {
      kdUid: string;
      phoneHide: string;
    });
    expect(stored()).toEqual({ kdUid: 'u-1', phoneHide: '138****0000' });
  });
});
