import { index, type RouteConfig, route } from '@react-router/dev/routes';

// spec §2: the route table. Each route module exports its metadata as `handle` (see lib/route-meta.ts).
export default [
  index('routes/home.tsx'),
  route('price', 'routes/price.tsx'),
  route('download', 'routes/download.tsx'),
  route('about', 'routes/about.tsx'),
  route('join-agent', 'routes/join-agent.tsx'),
  route('intro/ailit', 'routes/intro-ailit.tsx'),
  route('privacy', 'routes/agreement.tsx', { id: 'privacy' }),
  route('license/:alias', 'routes/agreement.tsx', { id: 'license' }),
  route('auto-activity/:alias', 'routes/campaign.tsx', { id: 'campaign' }),
  route('auto-activity/:alias/:channel', 'routes/campaign.tsx', { id: 'campaign-channel' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // spec §2: unknown paths redirect to /
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
