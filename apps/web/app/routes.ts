import { index, type RouteConfig, route } from '@react-router/dev/routes';

// spec §2: the route table. Each route module exports its metadata as `handle` (see lib/route-meta.ts).
export default [
  index('routes/home.tsx'),
  route('price', 'routes/price.tsx'),
  route('download', 'routes/download.tsx'),
  route('about', 'routes/about.tsx'),
  route('join-agent', 'routes/join-agent.tsx'),
  route('intro/ailit', 'routes/intro-ailit.tsx'),
  route('login', 'routes/login.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/orders', 'routes/account-orders.tsx'),
  route('privacy', 'routes/agreement.tsx', { id: 'privacy' }),
  route('license/:alias', 'routes/agreement.tsx', { id: 'license' }),
  route('auto-activity/:alias', 'routes/campaign.tsx', { id: 'campaign' }),
  route('auto-activity/:alias/:channel', 'routes/campaign.tsx', { id: 'campaign-channel' }),
  // spec §2: the help centre (old /help-:alias addresses are redirected by the server)
  route('help', 'routes/help-home.tsx'),
  route('help/search', 'routes/help-search.tsx'),
  route('help/doc/:articleId', 'routes/help-article.tsx', { id: 'help-doc-article' }),
  route('help/video/:articleId', 'routes/help-article.tsx', { id: 'help-video-article' }),
  route('help/:alias/doc', 'routes/help-list.tsx', { id: 'help-doc-list' }),
  route('help/:alias/video', 'routes/help-list.tsx', { id: 'help-video-list' }),
  route('help/:alias/:rootCategoryId', 'routes/help-topic.tsx', { id: 'help-root-category' }),
  route('help/:alias', 'routes/help-topic.tsx', { id: 'help-tree' }),
  // the mall (issue 6): before the news categories, which would take /mall as an alias
  route('mall', 'routes/mall.tsx'),
  route('mall/:serviceNumber', 'routes/mall-service.tsx'),
  route('order/check', 'routes/order-check.tsx'),
  route('order/pay', 'routes/order-pay.tsx'),
  route('order/result', 'routes/order-result.tsx'),
  // spec §2: customer cases, and the news categories (any other alias, or a non-digit id, goes to /)
  route('case', 'routes/case-list.tsx', { id: 'userstory' }),
  route('case/:id', 'routes/case-detail.tsx', { id: 'case-detail' }),
  route(':category_alias', 'routes/news-list.tsx', { id: 'news-list' }),
  route(':category_alias/:id', 'routes/news-detail.tsx', { id: 'news-detail' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // spec §2: unknown paths redirect to /
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
