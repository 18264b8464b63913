/**
 * spec §1: interface languages zh-CN, en-US, zh-TW; marketing pages also in Arabic (right-to-left).
 * English is the default.
 */
export const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages of the product itself and its content; Arabic is only on marketing pages. */
export const CONTENT_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-US';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'lang';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Maps a loose tag (zh, zh-Hant, zh-hk, en-GB, ar-EG ...) onto a supported language, or undefined.
 * Traditional Chinese never falls back to Simplified, and the other way round.
 */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [primary, ...rest] = lower.split(/[-_]/);
  if (primary === 'zh') {
    // a script subtag says which characters are read (zh-Hans-HK is Simplified); else the region
    if (rest.includes('hans')) return 'zh-CN';
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? 'zh-TW' : 'zh-CN';
  }
  if (primary === 'en') return 'en-US';
  if (primary === 'ar') return 'ar';
  return undefined;
}

/** Picks the first supported language of an Accept-Language header, by its q weights. */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = matchLanguage(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/** Where a request's language came from: what the answer read, and so what it varies on. */
export type LanguageSource = 'query' | 'cookie' | 'accept-language' | 'default';

/**
 * The language a request is answered in (decision 0089): the one its address names (`?lang=`, given
 * once), else the one the visitor chose here (the language cookie), else the first of the browser's
 * languages we offer, by its q weights (zh-TW, zh-HK, zh-MO and zh-Hant read Traditional, any other
 * zh Simplified, ar-* Arabic, en-* English), else English (spec §1's default).
 */
export function resolveLanguage(asked: {
  readonly query?: unknown;
  readonly cookie?: string | null;
  readonly acceptLanguage?: string | null;
}): { language: Language; source: LanguageSource } {
  const fromQuery = typeof asked.query === 'string' ? matchLanguage(asked.query) : undefined;
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = matchLanguage(asked.cookie);
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  const fromBrowser = languageFromAcceptLanguage(asked.acceptLanguage);
  if (fromBrowser) return { language: fromBrowser, source: 'accept-language' };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/**
 * The request headers an answer's language was read from, for its `Vary`: none when the address
 * names it; the cookie when it holds the choice; else Accept-Language, and Cookie, whose absence
 * was read too (a visitor who chooses a language later gets the page in that one).
 */
export function languageVary(source: LanguageSource): readonly string[] {
  if (source === 'query') return [];
  if (source === 'cookie') return ['cookie'];
  return ['accept-language', 'cookie'];
}

/**
 * Content is kept in every language the site offers; an item not written in the reader's language
 * is read in English (FALLBACK_LANGUAGE of the content module), never in another script.
 */
export function contentLanguageFor(language: Language): ContentLanguage {
  return language;
}
