import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every public page, in English and in Arabic (right to left). Scroll-in animations are turned off
// (reduced motion) so axe judges the colours a reader ends up with, not a half-faded frame.
test.use({ reducedMotion: 'reduce' });

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
  '/auto-activity/spring-baidu',
  '/login',
  '/login?mode=register',
  '/help',
  '/help/tallybook/7',
  '/help/tallybook/video',
  '/help/doc/4',
  '/help/video/5',
  '/help/search?keyword=stock',
  '/news',
  '/news/12',
  '/case',
  '/case/1',
  '/agent/home',
  '/agent/merchant',
  '/agent/intro-us',
  '/invite',
];

for (const path of PUBLIC_PAGES) {
  for (const language of ['en-US', 'ar']) {
    test(`axe finds no violation on ${path} in ${language}`, async ({ page }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
      expect(violations).toEqual([]);
    });
  }
}
