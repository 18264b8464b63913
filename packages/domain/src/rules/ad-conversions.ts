/**
 * Ad conversions (spec §7 "Ads and tracking", issue 16): a visitor who came from an ad click does
 * something worth telling the ad platform about; the conversion is recorded against the click and
 * forwarded to the platform (decision 0042).
 */

/**
 * Baidu OCPC's conversion types (`newType` of its uploadConvertData API) that the site reports: the
 * numbers are Baidu's own, sent as they are.
 */
export const AD_CONVERSION_TYPES = {
  consult: 1,
  phoneCall: 2,
  formSubmitted: 3,
  purchase: 4,
  registered: 25,
  paid: 26,
} as const;
export type AdConversionType = (typeof AD_CONVERSION_TYPES)[keyof typeof AD_CONVERSION_TYPES];
export const AD_CONVERSION_TYPE_VALUES = Object.values(AD_CONVERSION_TYPES) as readonly AdConversionType[];

/** A conversion callback (`POST /api/track/{token}`) that names no type reports a registration. */
export const DEFAULT_CALLBACK_CONVERSION_TYPE: AdConversionType = AD_CONVERSION_TYPES.registered;

/** The query parameter in which Baidu hands the landing page its click token. */
export const BAIDU_CLICK_TOKEN_PARAM = 'bd_vid';

/** Click tokens are opaque ids of a few dozen characters; anything longer is no click token. */
export const MAX_CLICK_TOKEN_LENGTH = 128;
/** Baidu's logidUrl is the landing page's address; browsers and Baidu keep them well within this. */
export const MAX_LANDING_URL_LENGTH = 2048;

/** How long after its click a conversion is still the click's (what GET /suggestion/valid/info reports). */
export const AD_CLICK_VALID_DAYS = 30;

/** A click token's characters: letters, digits and the few marks ad platforms use in their ids. */
export const CLICK_TOKEN_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** The click token a landing address carries (Baidu's bd_vid), if any. */
export function clickTokenOfUrl(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get(BAIDU_CLICK_TOKEN_PARAM) ?? undefined;
  } catch {
    return undefined;
  }
}

/** When a click stops being valid for its conversions. */
export function clickValidUntil(clickedAt: Date): Date {
  return new Date(clickedAt.getTime() + AD_CLICK_VALID_DAYS * 24 * 60 * 60_000);
}
