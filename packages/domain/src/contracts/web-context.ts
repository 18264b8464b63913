/**
 * What the server hands to the web app's loaders and actions (React Router's load context).
 * `apiFetch` answers API paths in-process, through the same routes, validation and envelopes
 * as a browser's call, with the visitor's cookies and language forwarded.
 */
export interface WebLoadContext {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** Settings the browser may see. */
  publicConfig: PublicConfig;
}

/**
 * The header a page's render sets (the web app's entry.server) when its route says `pageCache: true`:
 * the server may then keep the page for anonymous visitors (decision 0026). Never sent on.
 */
export const PAGE_CACHE_STORE_HEADER = 'x-page-cache-store';

export interface PublicConfig {
  /** The error-reporting DSN (spec §8); reporting is off without it. */
  errorReportingDsn?: string;
  /** Which outside services this site offers, so that the pages offer only what works. */
  outside?: OutsideFeatures;
}

export interface OutsideFeatures {
  /** WeChat website login: its authorisation page and our app id; null when switched off. */
  wechatLogin: { authorizeEndpoint: string; appId: string } | null;
  /** Following the WeChat official account by QR code. */
  officialAccount: boolean;
}
