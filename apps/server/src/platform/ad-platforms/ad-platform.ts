/** One conversion, as an ad platform is told of it (decision 0042). */
export interface AdConversionToForward {
  /** Our conversion's id: the sandbox keeps what it was sent under it. */
  conversionId: number;
  platform: 'baidu';
  /** The ad click's token (Baidu's bd_vid) and the landing address that carried it (Baidu's logidUrl). */
  clickToken: string;
  landingUrl: string;
  /** The platform's own conversion type (Baidu's newType). */
  type: number;
  occurredAt: Date;
}

/** The platform did not take the conversion (unreachable, refused, or an answer we cannot read): try again later. */
export class AdForwardingFailed extends Error {
  constructor(readonly reason: string) {
    super(`the ad platform did not take the conversion: ${reason}`);
    this.name = 'AdForwardingFailed';
  }
}

/**
 * Tells an ad platform that a click converted. Called outside any database transaction (a real
 * platform is a network call). Resolves with what the platform answered when it took the
 * conversion; throws AdForwardingFailed otherwise.
 */
export interface AdPlatform {
  readonly name: 'baidu-ocpc' | 'sandbox';
  forward(conversion: AdConversionToForward): Promise<{ detail: string }>;
}
