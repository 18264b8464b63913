import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS,
  ERROR_REPORTING,
  errorReportingEnabledFor,
  FOOTER_DOWNLOAD_HOVER_LOG_DELAY_MS,
  FREE_TRIAL_DAYS,
  HEADER_HOVER_LOG_DELAY_MS,
  HELP_RECOMMEND_DEFAULT_TITLE,
  HELP_RECOMMEND_LEVEL,
  HOME_AD_POSITION,
  HOME_AD_PRODUCT_ID,
  IGNORED_ERROR_PATTERNS,
  MARKETING_CLAIMS,
  MERCHANT_LIST_PAGE_SIZE,
  MIN_WITHDRAWAL_FEN,
  OPERATION_LOCK_MS,
  ORIGIN_IDS,
  PAGE_SIZES,
  PAGINATION_THRESHOLD_PAGES,
  QR_CODE,
  REGISTER_ORIGIN,
  REGISTER_ORIGIN_WITH_DEVICE,
  REQUEST_TIMEOUT_MS,
  SCROLL_THROTTLE_MS,
  TOAST_DURATION_MS,
  TRIAL_DATA_RETENTION_DAYS,
  USAGE_LOG_PRODUCT_ID,
} from './constants.ts';

describe('business constants of spec §9', () => {
  it('times out a request after 60 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('offers a 15-day trial whose data is kept 30 days after expiry', () => {
    expect(FREE_TRIAL_DAYS).toBe(15);
    expect(TRIAL_DATA_RETENTION_DAYS).toBe(30);
  });

  it('holds the minimum single withdrawal of 100 yuan in fen', () => {
    expect(MIN_WITHDRAWAL_FEN).toBe(10_000);
    expect(Number.isInteger(MIN_WITHDRAWAL_FEN)).toBe(true);
  });

  it('locks a too-frequent operation for three minutes', () => {
    expect(OPERATION_LOCK_MS).toBe(180_000);
  });

  it('has the page sizes of the lists', () => {
    expect(MERCHANT_LIST_PAGE_SIZE).toBe(10_000);
    expect(PAGE_SIZES).toEqual({ downloadList: 100, partners: 12, friendshipLinks: 20, manualList: 30, videoList: 9 });
  });

  it('recommends help articles at level 2 under the default title 常见问题', () => {
    expect(HELP_RECOMMEND_LEVEL).toBe(2);
    expect(HELP_RECOMMEND_DEFAULT_TITLE).toBe('常见问题');
  });

  it('has the timings of toasts, hover logs and scroll checks', () => {
    expect(TOAST_DURATION_MS).toBe(1500);
    expect(HEADER_HOVER_LOG_DELAY_MS).toBe(1500);
    expect(FOOTER_DOWNLOAD_HOVER_LOG_DELAY_MS).toBe(2500);
    expect(SCROLL_THROTTLE_MS).toBe(50);
  });

  it('places the home ad of product 30 at position 69 on desktop and 71 on mobile', () => {
    expect(HOME_AD_PRODUCT_ID).toBe(30);
    expect(HOME_AD_POSITION).toEqual({ desktop: 69, mobile: 71 });
  });

  it('logs usage for product 20 with origin 6 for web, 1 for Android, 2 for iOS', () => {
    expect(USAGE_LOG_PRODUCT_ID).toBe(20);
    expect(ORIGIN_IDS).toEqual({ web: 6, android: 1, ios: 2 });
    expect([REGISTER_ORIGIN, REGISTER_ORIGIN_WITH_DEVICE]).toEqual([6, 506]);
  });

  it('paginates with windows from 12 pages on', () => {
    expect(PAGINATION_THRESHOLD_PAGES).toBe(12);
  });

  it('shows business hours 8:30-18:15 UTC+8', () => {
    expect(BUSINESS_HOURS).toEqual({ opens: '08:30', closes: '18:15', utcOffset: '+08:00' });
  });

  it('reports errors at sample rate 1 with 20 breadcrumbs on the www, mwww and omwww hosts only', () => {
    expect(ERROR_REPORTING.tracesSampleRate).toBe(1);
    expect(ERROR_REPORTING.maxBreadcrumbs).toBe(20);
    expect([...ERROR_REPORTING.enabledHosts]).toEqual(['www', 'mwww', 'omwww']);
  });

  it('states the marketing claims', () => {
    expect(MARKETING_CLAIMS).toEqual({
      merchants: 3_000_000,
      countriesAndRegions: 129,
      industries: 30,
      barcodes: 150_000_000,
      annualRenewalRatePercent: 82.6,
    });
  });

  it('draws QR codes at 128 px, correction level M, margin 2', () => {
    expect(QR_CODE).toEqual({ sizePx: 128, level: 'M', marginSize: 2 });
  });
});

describe('error reporting rules of spec §8, §9', () => {
  it('runs on the www, mwww and omwww hosts only', () => {
    expect(errorReportingEnabledFor('www.tallybook.app')).toBe(true);
    expect(errorReportingEnabledFor('mwww.tallybook.app')).toBe(true);
    expect(errorReportingEnabledFor('OMWWW.tallybook.app')).toBe(true);
    expect(errorReportingEnabledFor('localhost')).toBe(false);
    expect(errorReportingEnabledFor('staging.tallybook.app')).toBe(false);
    expect(errorReportingEnabledFor('www2.tallybook.app')).toBe(false);
  });

  it.each([
    'ResizeObserver loop completed with undelivered notifications.',
    'ChunkLoadError: Loading chunk 42 failed.',
    'Failed to fetch dynamically imported module: https://www.tallybook.app/assets/home-1.js',
    'Non-Error promise rejection captured with value: undefined',
  ])('ignores %s', (text) => {
    expect(IGNORED_ERROR_PATTERNS.some((pattern) => pattern.test(text))).toBe(true);
  });

  it('keeps ordinary errors', () => {
    expect(
      IGNORED_ERROR_PATTERNS.some((pattern) =>
        pattern.test("TypeError: Cannot read properties of undefined (reading 'id')"),
      ),
    ).toBe(false);
  });
});
