import { LANGUAGES } from '@tallybook/domain';
import { localisedUrl } from '../i18n/seo.server';
import type { Route } from './+types/sitemap';

// The public pages search engines should index; each is listed once with its language alternates.
const PUBLIC_PAGES = [
  '/',
  '/price',
  '/mall',
  '/mall/KDZHJ01',
  '/download',
  '/about',
  '/join-agent',
  '/intro/ailit',
  '/privacy',
  '/license/service-licence',
  '/news',
  '/product-news',
  '/company-news',
  '/industry-news',
  '/case',
  '/help',
  '/help/tallybook',
  '/help/tallybook/doc',
  '/help/tallybook/video',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const entries = PUBLIC_PAGES.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(localisedUrl(origin, path, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(localisedUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
