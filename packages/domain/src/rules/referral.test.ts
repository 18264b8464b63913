import { describe, expect, it } from 'vitest';
import { isReferralCode } from './promoter.ts';
import {
  awardsForOnePacket,
  drawInviteCode,
  inviteLink,
  isInviteCode,
  isReferralProgramme,
  maskedName,
  programmeLinks,
  programmeOfProduct,
  RED_PACKET_MAX_FEN,
  readInviteCode,
  xhInviteLink,
} from './referral.ts';

describe('invite codes', () => {
  it('draws six characters of the alphabet without look-alikes, never a partner’s code', () => {
    let n = 0;
    const code = drawInviteCode((below) => n++ % below);
    expect(code).toBe('234567');
    expect(isInviteCode(code)).toBe(true);
    expect(isReferralCode(code)).toBe(false);
    expect(isInviteCode('23456O')).toBe(false);
    expect(isInviteCode('2345678')).toBe(false);
  });

  it('reads a typed or carried code in any case, and nothing that cannot be one', () => {
    expect(readInviteCode(' abcdef ')).toBe('ABCDEF');
    expect(readInviteCode('../x')).toBeUndefined();
    expect(readInviteCode(undefined)).toBeUndefined();
  });

  it('links to the landing page with the code as invite=', () => {
    expect(inviteLink('https://www.example.com', 'ABCDEF')).toBe('https://www.example.com/invite/middle?invite=ABCDEF');
  });

  it('links the xh programme to its own landing and register pages, carrying the programme (decision 0046)', () => {
    expect(xhInviteLink('https://t.test', 'ABCDEF')).toBe(
      'https://t.test/invite/xh-share/shared?invite=ABCDEF&invite_programme=xh',
    );
    expect(programmeLinks('xh', 'https://t.test', 'ABCDEF')).toEqual({
      inviteUrl: 'https://t.test/invite/xh-share/shared?invite=ABCDEF&invite_programme=xh',
      registerUrl: 'https://t.test/invite/register?invite=ABCDEF&invite_programme=xh',
    });
    expect(programmeLinks('tallybook', 'https://t.test', 'ABCDEF')).toEqual({
      inviteUrl: 'https://t.test/invite/middle?invite=ABCDEF',
      registerUrl: 'https://t.test/invite/register?invite=ABCDEF',
    });
    expect(programmeOfProduct('ZHJXH')).toBe('xh');
    expect(programmeOfProduct('KDZHJ01')).toBe('tallybook');
    expect(['tallybook', 'xh', 'XH', 'evil', '', undefined].map(isReferralProgramme)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('names in the public ticker', () => {
  it('shows only the last four digits of a phone, or a nickname’s first character', () => {
    expect(maskedName(null, '13812345678')).toBe('****5678');
    expect(maskedName('  ', '+14155552671')).toBe('****2671');
    expect(maskedName('王小明', '13812345678')).toBe('王**');
  });
});

describe('one red packet', () => {
  it('takes awards in order while they fit in 200 yuan', () => {
    const awards = [{ amountFen: 2_000 }, { amountFen: 15_000 }, { amountFen: 5_000 }, { amountFen: 500 }];
    expect(awardsForOnePacket(awards)).toEqual([{ amountFen: 2_000 }, { amountFen: 15_000 }]);
    expect(awardsForOnePacket([{ amountFen: RED_PACKET_MAX_FEN }])).toHaveLength(1);
    expect(awardsForOnePacket([])).toEqual([]);
  });
});
