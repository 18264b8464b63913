import { describe, expect, it } from 'vitest';
import { PARTNER_CODE_PARAM } from '../contracts/partner-customers.ts';
import { channelDownloadLink, registrationAttribution, sessionKeywordsOf } from './attribution.ts';
import { DEFAULT_REFERRAL_PROGRAMME, REFERRAL_PROGRAMME_PARAM, xhInviteLink } from './referral.ts';

describe('session keywords (spec §4)', () => {
  it('keeps ref or utm_source as pack_origin and kw, kwid or utm_term as the keyword', () => {
    expect(sessionKeywordsOf(new URLSearchParams('ref=baidu&kw=stock+app'))).toEqual({
      packOrigin: 'baidu',
      keyword: 'stock app',
    });
    expect(sessionKeywordsOf(new URLSearchParams('utm_source=zhihu&utm_term=erp'))).toEqual({
      packOrigin: 'zhihu',
      keyword: 'erp',
      utmSource: 'zhihu',
    });
    expect(sessionKeywordsOf(new URLSearchParams('kwid=123'))).toEqual({ keyword: '123' });
    expect(sessionKeywordsOf(new URLSearchParams('lang=ar'))).toEqual({});
    expect(sessionKeywordsOf(new URLSearchParams('ref=%20%20'))).toEqual({});
  });

  it("keeps a partner's referral code from partner= as the promoter code (issue 14)", () => {
    expect(sessionKeywordsOf(new URLSearchParams('mode=register&partner=AB12CD'))).toEqual({ promoterCode: 'AB12CD' });
    expect(sessionKeywordsOf(new URLSearchParams({ [PARTNER_CODE_PARAM]: 'XY' }))).toEqual({ promoterCode: 'XY' });
    expect(sessionKeywordsOf(new URLSearchParams('partner=%20'))).toEqual({});
  });
});

describe('campaign, invite and ad-click keywords (issue 16)', () => {
  it('keeps the utm fields, the invite code and the Baidu click token as they came', () => {
    const query = 'utm_source=baidu&utm_medium=cpc&utm_campaign=spring&utm_content=banner&invite=INV9&bd_vid=abc.123';
    expect(sessionKeywordsOf(new URLSearchParams(query))).toEqual({
      packOrigin: 'baidu',
      utmSource: 'baidu',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'banner',
      inviteCode: 'INV9',
      inviteProgramme: 'tallybook',
      adClickToken: 'abc.123',
    });
  });

  it('keeps the invite programme the link named (decision 0046), under the parameter the invite links use', () => {
    const query = `invite=INV9&${REFERRAL_PROGRAMME_PARAM}=xh`;
    expect(sessionKeywordsOf(new URLSearchParams(query))).toEqual({ inviteCode: 'INV9', inviteProgramme: 'xh' });
    expect(sessionKeywordsOf(new URLSearchParams(`invite_programme=${'x'.repeat(40)}`)).inviteProgramme).toHaveLength(
      16,
    );
    expect(
      registrationAttribution({
        keywords: { inviteCode: 'INV9', inviteProgramme: 'xh' },
        inPosApp: false,
        deviceCode: 'd1',
      }),
    ).toMatchObject({ inviteCode: 'INV9', inviteProgramme: 'xh' });
    expect(new URL(xhInviteLink('https://x.test', 'INV9')).searchParams.get(REFERRAL_PROGRAMME_PARAM)).toBe('xh');
  });

  it('takes an invite link naming no programme for the main product’s, so an earlier xh link is not kept for it', () => {
    const xh = sessionKeywordsOf(new URLSearchParams('invite=AAAAAA&invite_programme=xh'));
    const later = sessionKeywordsOf(new URLSearchParams('invite=BBBBBB'));
    // the web keeps the session's keywords as { ...stored, ...found }
    expect({ ...xh, ...later }).toEqual({ inviteCode: 'BBBBBB', inviteProgramme: DEFAULT_REFERRAL_PROGRAMME });
    expect(sessionKeywordsOf(new URLSearchParams('utm_source=baidu')).inviteProgramme).toBeUndefined();
  });

  it('sends them with the registration', () => {
    expect(
      registrationAttribution({
        keywords: { utmMedium: 'cpc', inviteCode: 'INV9', adClickToken: 'abc' },
        inPosApp: false,
        deviceCode: 'd1',
      }),
    ).toEqual({ pack_origin: 'site', origin: 6, utmMedium: 'cpc', inviteCode: 'INV9', adClickToken: 'abc' });
  });
});

describe('registration attribution (spec §5)', () => {
  it('defaults pack_origin to site with origin 6', () => {
    expect(registrationAttribution({ keywords: {}, inPosApp: false, deviceCode: 'd1' })).toEqual({
      pack_origin: 'site',
      origin: 6,
    });
  });

  it('sends the keyword as utmTerm and the kept pack_origin', () => {
    expect(
      registrationAttribution({ keywords: { packOrigin: 'baidu', keyword: 'pos' }, inPosApp: false, deviceCode: 'd1' }),
    ).toEqual({ pack_origin: 'baidu', origin: 6, utmTerm: 'pos' });
  });

  it('uses origin 506 and the device code when pack_origin contains a space', () => {
    expect(registrationAttribution({ keywords: { packOrigin: 'shop 17' }, inPosApp: false, deviceCode: 'd1' })).toEqual(
      { pack_origin: 'shop 17', origin: 506, deviceCode: 'd1' },
    );
  });

  it('sends the kept referral code as promoterCode', () => {
    expect(
      registrationAttribution({ keywords: { promoterCode: 'AB12CD' }, inPosApp: false, deviceCode: 'd1' }),
    ).toEqual({ pack_origin: 'site', origin: 6, promoterCode: 'AB12CD' });
  });

  it('always uses store.zhj_site inside the point-of-sale app', () => {
    expect(
      registrationAttribution({ keywords: { packOrigin: 'baidu' }, inPosApp: true, deviceCode: 'd1' }).pack_origin,
    ).toBe('store.zhj_site');
  });
});

describe('channel download links (spec §5)', () => {
  it('rewrites the Windows and Android packages for allowed origins only', () => {
    expect(channelDownloadLink('/downloads/tallybook-6.4.2-setup.exe', 'windows', 'baidu')).toBe(
      '/downloads/tallybook-6.4.2-setup.exe?pack_origin=baidu',
    );
    expect(channelDownloadLink('/downloads/tallybook-6.4.1.apk', 'android', '360')).toBe(
      '/downloads/tallybook-6.4.1.apk?pack_origin=360',
    );
    expect(channelDownloadLink('/downloads/tallybook-6.4.2-setup.exe', 'windows', 'somewhere')).toBe(
      '/downloads/tallybook-6.4.2-setup.exe',
    );
    expect(channelDownloadLink('/downloads/tallybook-6.4.2-setup.exe', 'windows', undefined)).toBe(
      '/downloads/tallybook-6.4.2-setup.exe',
    );
  });

  it('leaves store links alone', () => {
    expect(channelDownloadLink('https://play.google.com/store/apps/details?id=app', 'android', 'baidu')).toBe(
      'https://play.google.com/store/apps/details?id=app',
    );
  });
});
