import type { Route } from './+types/robots';

// Areas behind a login or a campaign link are not for search engines (the mall's product pages are public).
const PRIVATE_AREAS = ['/agent/', '/invite', '/order/', '/account', '/auto-activity/', '/login'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
