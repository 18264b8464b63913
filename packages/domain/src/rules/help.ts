/** The help centre's category tree (spec §7: `GET /api/category` by alias). */
export const HELP_CENTRE_ALIAS = 'tallybook';

const ALIAS = /^[a-z0-9][a-z0-9-]{0,63}$/i;
const DIGITS = /^\d{1,10}$/;

/**
 * spec §2: where an old help address now lives. The old site kept each help tree under
 * `/help-:alias`; its video list, manual list, FAQ and manual-category pages moved under `/help`.
 * Answers `null` for a path that is not an old help address.
 */
export function legacyHelpTarget(pathname: string): string | null {
  const match = /^\/help-([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const alias = match[1] ?? '';
  if (!ALIAS.test(alias)) return '/';
  const rest = (match[2] ?? '').replace(/\/+$/, '').split('/').filter(Boolean);
  const home = `/help/${alias}`;
  if (rest.length === 0) return home;
  const [section, child, ...more] = rest;
  if (section === 'video' && child === undefined) return `${home}/video`;
  if (section !== 'manual' || more.length > 0) return home;
  if (child === undefined) return `${home}/doc`;
  const faq = /^faq-(\d+)$/.exec(child);
  if (faq && DIGITS.test(faq[1] ?? '')) return `/help/doc/${faq[1]}`;
  // manual/:categoryId and manual/:categoryId-:articleId both land on the tree
  return home;
}
