/**
 * The fixed values of the content calls (lists, ids, help, news, downloads, tracking), apart from
 * their schemas in contracts/, so that a page can use them without shipping the validation library.
 */

/** The largest id a content table holds (PostgreSQL `integer`); larger ids are refused, not looked up. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The largest page any content list answers. */
export const CONTENT_PAGE_SIZE_MAX = 100;

/** spec §3: a client package is for one of four platforms. */
export const CLIENT_TYPES = ['windows', 'macos', 'ios', 'android'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const CASE_PAGE_SIZE = 9;

export const PRODUCT_VERSION_PAGE_SIZE = 10;

/** A manual explains a task step by step; a FAQ answers one question. */
export const HELP_ARTICLE_TYPES = ['manual', 'faq'] as const;
export type HelpArticleType = (typeof HELP_ARTICLE_TYPES)[number];

/** Which page wraps an article: the `:help_type` of `/help/:help_type/:articleId` (spec §2). */
export const HELP_WRAPPERS = ['doc', 'video'] as const;
export type HelpWrapper = (typeof HELP_WRAPPERS)[number];

export const HELP_VOTES = ['useful', 'useless'] as const;
export type HelpVote = (typeof HELP_VOTES)[number];

/** The longest search the help centre accepts. */
export const HELP_KEYWORD_MAX_LENGTH = 50;

/** Recommend levels run from 0 (not recommended) up; spec §9: level 2 is the recommended list. */
export const HELP_RECOMMEND_MAX_LEVEL = 9;

/** The most articles one `getContentByIds` call returns. */
export const HELP_CONTENT_IDS_MAX = 50;

/** spec §2: the news routes; `news` lists every category. */
export const NEWS_CATEGORY_ALIASES = ['news', 'product-news', 'company-news', 'industry-news'] as const;
export type NewsCategoryAlias = (typeof NEWS_CATEGORY_ALIASES)[number];
export const ALL_NEWS_ALIAS: NewsCategoryAlias = 'news';

export const NEWS_PAGE_SIZE = 10;
/** Items per category in `GET /api/group-news`. */
export const GROUP_NEWS_SIZE = 4;
export const GROUP_NEWS_SIZE_MAX = 20;

export const CONTACT_CHANNEL_KINDS = ['wechat', 'whatsapp'] as const;

export const MAX_LOG_BATCH = 50;
