import type { ContactChannel, Language } from '@tallybook/domain';
import { createHttpClient, type FetchLike } from './http';

/**
 * The chat channel of the visitor's language, from content (issue 12: WeChat for zh-CN, WhatsApp
 * elsewhere); null when the site has none or content cannot be reached (the page shows e-mail only).
 */
export async function loadContactChannel(
  language: Language,
  fetch: FetchLike | undefined,
): Promise<ContactChannel | null> {
  const result = await createHttpClient({ fetch, language }).get<ContactChannel>('/api/contact', {
    query: { lang: language },
  });
  return result.ok ? result.data : null;
}
