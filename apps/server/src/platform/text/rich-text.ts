import type SanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../modules/on-first-use.ts';

const sanitizeHtml = onFirstUse<typeof SanitizeHtml>('sanitize-html');

/**
 * What rich text (help articles, news, cases, agreements, release notes) may contain: structure,
 * emphasis, links, images, tables. No scripts, no event handlers, no styles, no frames, and links
 * only to the web, mail and phone.
 */
const RICH_TEXT: SanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'code',
    'kbd',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // A few presentational classes the site styles (tips and notes inside articles).
  allowedClasses: { p: ['tip', 'note', 'lead'], div: ['tip', 'note'], table: ['compact'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text made safe to store and to send: run it on the way in and on the way out. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, RICH_TEXT).trim();
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre|td|th|tr|figcaption)>|<br\s*\/?>/gi;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of rich text without its markup, blocks separated by a space (for search and summaries). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml()(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
