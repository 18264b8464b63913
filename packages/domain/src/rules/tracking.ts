/** spec §3: grade 0 is a page view, 1 a button, 2 a child button. */
export const VISIT_GRADES = { pageView: 0, button: 1, childButton: 2 } as const;
export type VisitGrade = (typeof VISIT_GRADES)[keyof typeof VISIT_GRADES];

/** spec §3: how the website names itself in visit logs. */
export const WEBSITE_NAME = 'tallybook-www';
export const MOBILE_SITE_PREFIX = 'm-';

/** spec §3: webSiteName, prefixed for mobile. */
export function webSiteName(isMobile: boolean): string {
  return isMobile ? `${MOBILE_SITE_PREFIX}${WEBSITE_NAME}` : WEBSITE_NAME;
}

// spec §3: campaign aliases that carry a search channel
const CHANNEL_SUFFIXES = ['baidu', '360', 'zhihu'] as const;

/**
 * spec §3: channelNumber is the website name plus an optional .baidu, .360 or .zhihu suffix taken
 * from the route alias (a campaign page such as /auto-activity/spring-baidu).
 */
export function channelNumber(siteName: string, routeAlias?: string | null): string {
  const alias = (routeAlias ?? '').toLowerCase();
  const suffix = CHANNEL_SUFFIXES.find((candidate) => alias.split(/[^a-z0-9]+/).includes(candidate));
  return suffix ? `${siteName}.${suffix}` : siteName;
}

/** The operating system and its version, as visit logs record it (spec §3 osVersion). */
export function osVersionOf(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const patterns: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
    [/Windows NT ([\d.]+)/, (m) => `Windows NT ${m[1]}`],
    [/(?:iPhone|CPU) OS ([\d_]+)/, (m) => `iOS ${m[1]?.replaceAll('_', '.')}`],
    [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
    [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]?.replaceAll('_', '.')}`],
    [/CrOS/, () => 'ChromeOS'],
    [/Linux/, () => 'Linux'],
  ];
  for (const [pattern, name] of patterns) {
    const match = agent.match(pattern);
    if (match) return name(match);
  }
  return 'unknown';
}
