import { describe, expect, it } from 'vitest';
import { mergeRouteMeta, type RouteMeta } from './lib/route-meta';
import routes from './routes';

type Layout = Pick<RouteMeta, 'layout' | 'kefu'>;
const WITH_LAYOUT: Layout = { layout: true, kefu: true };
const BARE: Layout = { layout: false, kefu: false };

// spec §2: route metadata — layout false hides header and footer, kefu false hides the widget.
const SPEC_ROUTES: Record<string, Layout> = {
  '/': WITH_LAYOUT,
  '/download': WITH_LAYOUT,
  '/about': WITH_LAYOUT,
  '/price': WITH_LAYOUT,
  '/login': { layout: true, kefu: false },
  '/privacy': BARE,
  '/license/:alias': BARE,
  '/join-agent': WITH_LAYOUT,
  '/agent/home': WITH_LAYOUT,
  '/agent/divide': WITH_LAYOUT,
  '/agent/system-set': WITH_LAYOUT,
  '/agent/intro-us': WITH_LAYOUT,
  ...Object.fromEntries(
    [
      '/agent/login',
      '/agent/join-apply',
      '/agent/merchant',
      '/agent/merchant/chance-detail',
      '/agent/merchant/edit-clues',
      '/agent/merchant-info',
      '/agent/merchant-bind',
      '/agent/open',
      '/agent/open-success',
      '/agent/add-promoter',
      '/agent/search-customer',
      '/invite',
      '/invite/rule',
      '/invite/detail',
      '/invite/share-product',
      '/invite/share-register',
      '/invite/register',
      '/invite/register-success',
      '/invite-intro',
      '/invite/middle',
      '/invite/xh-share',
      '/invite/xh-share/rewards',
      '/invite/xh-share/rules',
      '/invite/xh-share/shared',
      '/invite/xh-share/download',
      '/invite/xh-share/register-success',
    ].map((path) => [path, BARE]),
  ),
  '/auto-activity/:alias': BARE,
  '/auto-activity/:alias/:channel': BARE,
  '/intro/ailit': BARE,
};

const routeModules = import.meta.glob<{ handle?: unknown }>('./routes/*.tsx');

function routeFile(path: string): string | undefined {
  const entry = routes.find((each) => (path === '/' ? each.index : `/${each.path}` === path));
  return entry?.file;
}

describe('the route table', () => {
  for (const [path, expected] of Object.entries(SPEC_ROUTES)) {
    it(`registers ${path} with ${expected.layout ? 'header and footer' : 'no header or footer'} and ${
      expected.kefu ? 'the widget' : 'no widget'
    }`, async () => {
      const load = routeModules[`./${routeFile(path)}`];
      expect(load, path).toBeDefined();
      const module = await load?.();
      const { layout, kefu } = mergeRouteMeta([module?.handle]);
      expect({ layout, kefu }).toEqual(expected);
    });
  }
});
