import { MAX_CLICK_TOKEN_LENGTH } from './ad-conversions.ts';
import { DEFAULT_PACK_ORIGIN, POS_APP_PACK_ORIGIN, REGISTER_ORIGIN, REGISTER_ORIGIN_WITH_DEVICE } from './constants.ts';

/**
 * spec §4, §5: where a merchant came from. A visit's `ref` or `utm_source` is kept for the session
 * as pack_origin and its `kw`, `kwid` or `utm_term` as the keyword; registration sends them.
 */

/**
 * Pack origins whose own builds of the Windows client and the Android app exist: only for these are
 * the download links rewritten (spec §5). The others download the standard packages.
 */
export const PACKAGED_ORIGINS = ['baidu', '360', 'zhihu', 'wechat', 'huawei', 'xiaomi'] as const;

const MAX_KEYWORD_LENGTH = 200;
const MAX_ORIGIN_LENGTH = 64;
const MAX_PROMOTER_CODE_LENGTH = 16;
/** An invite programme's name (rules/referral.ts REFERRAL_PROGRAMMES), kept as it came: the server checks it. */
const MAX_PROGRAMME_LENGTH = 16;
/** rules/referral.ts DEFAULT_REFERRAL_PROGRAMME (a test holds them equal), spelt here as the parameters are. */
const DEFAULT_INVITE_PROGRAMME = 'tallybook';
/**
 * The contracts' PARTNER_CODE_PARAM (a test holds them equal). Spelt here because every page reads
 * the session keywords, and importing the contracts would ship zod to all of them.
 */
const PROMOTER_CODE_PARAM = 'partner';

/** Where a visit came from beyond the spec's keywords (issue 16: the merchant's attribution record). */
export interface CampaignKeywords {
  /** The campaign's utm_source, utm_medium, utm_campaign and utm_content. */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  /** An invitee's inviter code (`invite=`), kept for the referral programme. */
  inviteCode?: string;
  /** The invite programme the link named (`invite_programme=xh`; absent: tallybook), decision 0046. */
  inviteProgramme?: string;
  /** The ad click the visit came from (Baidu's `bd_vid`): its conversions are the merchant's. */
  adClickToken?: string;
}

export interface SessionKeywords extends CampaignKeywords {
  packOrigin?: string;
  keyword?: string;
  /** A partner's or promoter's referral code (`partner=`), kept like the keywords (issue 14). */
  promoterCode?: string;
}

/** The keywords kept as they came, each under its query parameter (issue 16). */
const PLAIN_KEYWORDS = {
  utmSource: ['utm_source', MAX_ORIGIN_LENGTH],
  utmMedium: ['utm_medium', MAX_ORIGIN_LENGTH],
  utmCampaign: ['utm_campaign', MAX_KEYWORD_LENGTH],
  utmContent: ['utm_content', MAX_KEYWORD_LENGTH],
  inviteCode: ['invite', MAX_PROMOTER_CODE_LENGTH],
  inviteProgramme: ['invite_programme', MAX_PROGRAMME_LENGTH],
  adClickToken: ['bd_vid', MAX_CLICK_TOKEN_LENGTH],
} as const satisfies Record<keyof CampaignKeywords, readonly [string, number]>;

/** The names of every session keyword, for a reader of stored keywords. */
export const SESSION_KEYWORD_NAMES = [
  'packOrigin',
  'keyword',
  'promoterCode',
  ...(Object.keys(PLAIN_KEYWORDS) as (keyof typeof PLAIN_KEYWORDS)[]),
] as const satisfies readonly (keyof SessionKeywords)[];

const clean = (value: string | null, max: number) => {
  const text = value?.trim().slice(0, max);
  return text ? text : undefined;
};

/** The session keywords an address carries, if any (spec §4). */
export function sessionKeywordsOf(params: URLSearchParams): SessionKeywords {
  const packOrigin = clean(params.get('ref') ?? params.get('utm_source'), MAX_ORIGIN_LENGTH);
  const keyword = clean(params.get('kw') ?? params.get('kwid') ?? params.get('utm_term'), MAX_KEYWORD_LENGTH);
  const promoterCode = clean(params.get(PROMOTER_CODE_PARAM), MAX_PROMOTER_CODE_LENGTH);
  const found: SessionKeywords = {
    ...(packOrigin && { packOrigin }),
    ...(keyword && { keyword }),
    ...(promoterCode && { promoterCode }),
  };
  for (const [name, [param, max]] of Object.entries(PLAIN_KEYWORDS)) {
    const value = clean(params.get(param), max);
    if (value) found[name as keyof typeof PLAIN_KEYWORDS] = value;
  }
  // an invite link names its programme; one naming none is the main product's, replacing the
  // programme an earlier link of the session named (decision 0046)
  if (found.inviteCode && !found.inviteProgramme) found.inviteProgramme = DEFAULT_INVITE_PROGRAMME;
  return found;
}

export interface RegistrationAttribution extends CampaignKeywords {
  pack_origin: string;
  origin: number;
  utmTerm?: string;
  deviceCode?: string;
  promoterCode?: string;
}

/** spec §5: pack_origin, origin and utmTerm of a registration, and the referral code it came with. */
export function registrationAttribution(options: {
  keywords: SessionKeywords;
  inPosApp: boolean;
  deviceCode: string;
}): RegistrationAttribution {
  const packOrigin = options.inPosApp ? POS_APP_PACK_ORIGIN : (options.keywords.packOrigin ?? DEFAULT_PACK_ORIGIN);
  const clientChannel = packOrigin.includes(' ');
  return {
    pack_origin: packOrigin,
    // spec §5: origin is 6, or 506 with the device code when pack_origin contains a space
    origin: clientChannel ? REGISTER_ORIGIN_WITH_DEVICE : REGISTER_ORIGIN,
    ...(options.keywords.keyword && { utmTerm: options.keywords.keyword }),
    ...(clientChannel && { deviceCode: options.deviceCode }),
    ...(options.keywords.promoterCode && { promoterCode: options.keywords.promoterCode }),
    ...Object.fromEntries(
      Object.keys(PLAIN_KEYWORDS).flatMap((name) => {
        const value = options.keywords[name as keyof typeof PLAIN_KEYWORDS];
        return value ? [[name, value]] : [];
      }),
    ),
  };
}

/**
 * spec §5: the Windows client and the Android package are offered in the visitor's channel build
 * (`?pack_origin=` on the link) when that channel is one with builds of its own.
 */
export function channelDownloadLink(link: string, kind: 'windows' | 'android', packOrigin?: string): string {
  if (!packOrigin || !(PACKAGED_ORIGINS as readonly string[]).includes(packOrigin)) return link;
  const isPackage = kind === 'windows' ? /\.exe(\?|$)/i.test(link) : /\.apk(\?|$)/i.test(link);
  if (!isPackage) return link;
  return `${link}${link.includes('?') ? '&' : '?'}pack_origin=${encodeURIComponent(packOrigin)}`;
}
