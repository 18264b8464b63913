/**
 * Business constants and limits of the product, spec §9 unless noted.
 * Money is in fen (1 yuan = 100 fen); durations carry their unit in the name.
 */

// spec §7, §9: every call of the web client gives up after 60 s
export const REQUEST_TIMEOUT_MS = 60_000;

// spec §1, §9
export const FREE_TRIAL_DAYS = 15;
export const TRIAL_DATA_RETENTION_DAYS = 30;
export const APP_PROMOTION_FREE_MEMBERSHIP_DAYS = 15;

// spec §5, §9: minimum single withdrawal is 100 yuan
export const MIN_WITHDRAWAL_FEN = 100 * 100;

// spec §5, §9: operation-frequency lock
export const OPERATION_LOCK_MS = 3 * 60 * 1000;

export const MERCHANT_LIST_PAGE_SIZE = 10_000;

export const PAGE_SIZES = {
  downloadList: 100,
  partners: 12,
  friendshipLinks: 20,
  manualList: 30,
  videoList: 9,
} as const;

// spec §9: recommended help articles
export const HELP_RECOMMEND_LEVEL = 2;
export const HELP_RECOMMEND_DEFAULT_TITLE = '常见问题';

export const TOAST_DURATION_MS = 1500;
export const HEADER_HOVER_LOG_DELAY_MS = 1500;
export const FOOTER_DOWNLOAD_HOVER_LOG_DELAY_MS = 2500;
export const SCROLL_THROTTLE_MS = 50;

// spec §2: scroll-in animation
export const REVEAL_OFFSET_PX = 100;
export const REVEAL_DURATION_MS = 800;

// spec §2, §9: home banner ad
export const HOME_AD_PRODUCT_ID = 30;
export const HOME_AD_POSITION = { desktop: 69, mobile: 71 } as const;
export const PAGE_TOP_MARGIN_PX = 60;

// spec §3, §9: usage log
export const USAGE_LOG_PRODUCT_ID = 20;
export const USAGE_LOG_TYPE = 'new_zhj';
export const ORIGIN_IDS = { web: 6, android: 1, ios: 2 } as const;

// spec §5, §9: register origin
export const REGISTER_ORIGIN = 6;
export const REGISTER_ORIGIN_WITH_DEVICE = 506;
export const DEFAULT_PACK_ORIGIN = 'site';
export const POS_APP_PACK_ORIGIN = 'store.zhj_site';

// spec §2, §9
export const PAGINATION_THRESHOLD_PAGES = 12;

// spec §1, §9: business hours on the site, and in the partner copy
export const BUSINESS_HOURS = { opens: '08:30', closes: '18:15', utcOffset: '+08:00' } as const;
export const PARTNER_SUPPORT_HOURS = { opens: '09:00', closes: '18:00', utcOffset: '+08:00' } as const;
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

// spec §8, §9: error reporting
export const ERROR_REPORTING = {
  tracesSampleRate: 1,
  maxBreadcrumbs: 20,
  enabledHosts: ['www', 'mwww', 'omwww'],
} as const;

// spec §1, §9: marketing claims
export const MARKETING_CLAIMS = {
  merchants: 3_000_000,
  countriesAndRegions: 129,
  industries: 30,
  barcodes: 150_000_000,
  annualRenewalRatePercent: 82.6,
} as const;

// spec §2: QR codes of the download tiles
export const QR_CODE = { sizePx: 128, level: 'M', marginSize: 2 } as const;

/** Where the server draws a QR code as an image (GET path?text=…), and the longest text it draws. */
export const QR_IMAGE = { path: '/qr.svg', maxTextLength: 1000 } as const;

/** The address of the image of the QR code of `text`. */
export const qrImageUrl = (text: string) => `${QR_IMAGE.path}?text=${encodeURIComponent(text)}`;

// spec §3: service codes queried for licence info
export const LICENCE_SERVICE_CODES = ['KDZHJ01', 'WXHYK', 'ZHWD', 'HYGF', 'ZHJXH'] as const;

// The product whose apps the site's footer offers for download (content alias).
export const MAIN_PRODUCT_ALIAS = 'tallybook';

// spec §8: errors the reporting service ignores: resize-observer noise, failed chunk loads
// (a deploy replaced the files) and throws of things that are not errors
export const IGNORED_ERROR_PATTERNS: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /Non-Error (exception|promise rejection) captured/i,
];

/** spec §9: error reporting runs only on the www, mwww and omwww hosts. */
export function errorReportingEnabledFor(hostname: string): boolean {
  const [first] = hostname.toLowerCase().split('.');
  return (ERROR_REPORTING.enabledHosts as readonly string[]).includes(first ?? '');
}

/** The `code` of a successful answer in the code envelope. */
export const SUCCESS_CODE = 200;
