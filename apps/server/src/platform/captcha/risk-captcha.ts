/**
 * A provider's risk captcha (Tencent Cloud Captcha): the browser shows the provider's widget, which
 * answers a ticket; the server asks the provider whether that ticket is good, once, for the address
 * that solved it. Without a provider (SANDBOX on) our own slide puzzle stands in for it; with one, the
 * puzzle comes back only while the provider cannot be reached (decision 0088).
 */

/** What the provider said of a ticket. */
export type CaptchaVerdict =
  | { outcome: 'passed' }
  /** The provider looked at it and said no: forged, replayed, expired, another address's, risky. */
  | { outcome: 'refused'; reason: string }
  /** The provider could not say (network, timeout, its own failure, our keys refused): fall back. */
  | { outcome: 'unreachable'; reason: string };

export interface RiskCaptcha {
  /** The provider, for logs and the page: the page loads its widget. */
  readonly provider: 'tencent';
  /** The app id the widget is started with (public: the page shows it). */
  readonly appId: string;
  /** Asks the provider about one ticket of the widget, solved by the person at `userIp`. */
  verify(input: { ticket: string; randstr: string; userIp: string }): Promise<CaptchaVerdict>;
}

/**
 * The origins the widget runs from (the page loads https://turing.captcha.qcloud.com/TCaptcha.js,
 * ProviderCaptcha.tsx): its script, the frame it draws the challenge in, its pictures and
 * its calls home. The content security policy allows them on the pages that show the widget only.
 */
export const TENCENT_CAPTCHA_ORIGINS = ['https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com'];

/** The origins a provider's widget runs from. */
export function captchaOriginsOf(captcha: RiskCaptcha): readonly string[] {
  return captcha.provider === 'tencent' ? TENCENT_CAPTCHA_ORIGINS : [];
}
