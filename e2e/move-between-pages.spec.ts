import { expect, test } from '@playwright/test';
import { text } from './catalogue';

// spec §2: route metadata — `layout` shows the header and footer, `kefu` the customer-service widget.
const PAGES = [
  { path: '/download', layout: true, widget: true },
  { path: '/price', layout: true, widget: true },
  { path: '/login', layout: true, widget: false },
  { path: '/license/service-licence', layout: false, widget: false },
  { path: '/auto-activity/spring-baidu/zhihu', layout: false, widget: false },
  { path: '/join-agent', layout: true, widget: true },
  { path: '/agent/login', layout: false, widget: false },
  { path: '/invite/xh-share/rules', layout: false, widget: false },
] as const;

for (const { path, layout, widget } of PAGES) {
  test(`${path} shows ${layout ? 'the header and footer' : 'no header or footer'} and ${
    widget ? 'the widget' : 'no widget'
  }`, async ({ page }) => {
    await page.goto(`${path}?lang=en-US`);
    await expect(page).toHaveURL(new RegExp(`${path}\\?lang=en-US$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('site-header')).toHaveCount(layout ? 1 : 0);
    await expect(page.getByTestId('site-footer')).toHaveCount(layout ? 1 : 0);
    await expect(page.getByTestId('service-widget')).toHaveCount(widget ? 1 : 0);
  });
}

test('moving from a page without the layout to one with it brings the header, footer and widget back', async ({
  page,
}) => {
  await page.goto('/agent/login?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await page.getByRole('link', { name: 'About the partner programme' }).click();
  await expect(page).toHaveURL(/\/join-agent$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('service-widget')).toHaveCount(1);
});

test('after a move to another page focus is on its heading, not left on the page body', async ({ page }) => {
  await page.goto('/help?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('help-topics').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/help\/tallybook\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // the keyboard goes on from there: the next Tab reaches a control of the new page's content
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test("once the page has hydrated its router knows every route, in the manifest's order, and follows a link without loading a document", async ({
  page,
}) => {
  await page.goto('/price?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // decision 0061: the router is made with the page's own routes, and given the others before React hydrates
  const routes = await page.evaluate(() => {
    type Route = { id: string; children?: Route[] };
    const w = window as unknown as {
      __reactRouterDataRouter: { routes: Route[] };
      __reactRouterManifest: { routes: Record<string, { id: string; parentId?: string }> };
    };
    const ids = (list: Route[]): string[] => list.flatMap((route) => [route.id, ...ids(route.children ?? [])]);
    const manifest = w.__reactRouterManifest.routes;
    const under = (parent: string | undefined): string[] =>
      Object.values(manifest)
        .filter((route) => route.parentId === parent)
        .flatMap((route) => [route.id, ...under(route.id)]);
    return { router: ids(w.__reactRouterDataRouter.routes), manifest: under(undefined) };
  });
  expect(routes.manifest.length).toBeGreaterThan(50);
  expect(routes.router).toEqual(routes.manifest);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // a route the page was not rendered with: on a phone the header's link is in its menu, the footer's is not
  await page
    .getByRole('link', { name: text('en-US', 'common', 'nav.help') })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'help', 'hero.title'));
  expect(documents).toEqual([]);
});
