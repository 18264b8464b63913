import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './public-pages';
import { WCAG_22_AA } from './support/axe';
import { becomePartner } from './support/partners';

// Every public page with WCAG 2.2 AA's rules (target size among them), in Arabic (right to left) at
// one of the two projects' sizes and in a left-to-right language at the other, alternating page by
// page; the left-to-right language turns through English, Simplified and Traditional Chinese, so every
// language meets every size. Each page is judged once with reduced motion and once with the scroll-in
// animations played (the page is scrolled through and axe waits until every animation has finished,
// so it judges the colours a reader ends up with); which pair plays turns every two pages, so every
// size and every language meets both settings. The pages' own journeys check their content in all
// four languages; this is the one audit of public pages. The pages behind a login get the same audit,
// at the end.

async function settle(page: Page) {
  // every scroll-in reveal plays, then everything that moves has stopped
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

const LEFT_TO_RIGHT = ['en-US', 'zh-CN', 'zh-TW'] as const;

/** The page's language at this size: Arabic at one size and a left-to-right language at the other, page by page. */
function languageOf(index: number, desktop: boolean) {
  const arabicOnDesktop = index % 2 === 0;
  return desktop === arabicOnDesktop ? 'ar' : (LEFT_TO_RIGHT[index % 3] ?? 'en-US');
}

/** Axe's findings on the page as it stands, by WCAG 2.2 AA, each rule with its first targets. */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe leaves this WCAG 2.1 A rule (2.5.3, a control's name contains its visible text) off by
    // default; options come first, as withTags then adds its runOnly to them
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_22_AA)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

PUBLIC_PAGES.forEach((path, index) => {
  test(`axe finds no violation on ${path}`, async ({ page }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    const language = languageOf(index, desktop);
    const played = index % 4 < 2 === desktop;
    await page.emulateMedia({ reducedMotion: played ? 'no-preference' : 'reduce' });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (played) await settle(page);
    expect(await violationsOf(page), `${language}, motion ${played ? 'played' : 'reduced'}`).toEqual([]);
  });
});

// The pages behind a login, each at both sizes in the languages the public pages' rule gives it, as a
// partner who is a merchant too sees them (with reduced motion: their journeys play what moves).
test("axe finds no violation on a signed-in partner's pages", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await becomePartner(page, request, {});
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: Array<{ path: string; language: string; violations: Awaited<ReturnType<typeof violationsOf>> }> = [];
  for (const [index, path] of SIGNED_IN_PAGES.entries()) {
    const language = languageOf(index, testInfo.project.name === 'desktop');
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const violations = await violationsOf(page);
    if (violations.length > 0) found.push({ path, language, violations });
  }
  expect(found).toEqual([]);
});
