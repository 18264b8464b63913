import { expect, test } from '@playwright/test';
import { LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the partner programme is explained in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(entry.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(`/join-agent?lang=${language}`);
    const html = await response?.text();
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    expect(html).toContain(text(language, 'join-agent', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'join-agent', 'meta.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text(language, 'join-agent', 'meta.description'),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'join-agent', 'hero.title'));
    await expect(page.getByTestId('audiences').locator('article')).toHaveCount(4);
    await expect(page.getByTestId('benefits').locator('article')).toHaveCount(4);
    // spec §4, §6: an application is submitted, then under review, then approved
    await expect(page.getByTestId('step-status')).toHaveText([
      text(language, 'join-agent', 'steps.apply.status'),
      text(language, 'join-agent', 'steps.review.status'),
      text(language, 'join-agent', 'steps.approved.status'),
    ]);
    // spec §6: silver, gold and diamond tiers
    await expect(page.getByTestId('tiers').getByRole('heading', { level: 3 })).toHaveText([
      text(language, 'join-agent', 'tiers.silver.name'),
      text(language, 'join-agent', 'tiers.gold.name'),
      text(language, 'join-agent', 'tiers.diamond.name'),
    ]);
    // spec §1: the partner copy says 9:00-18:00 UTC+8
    await expect(page.getByTestId('partner-support-hours')).toContainText('09:00');
    await expect(page.getByTestId('partner-support-hours')).toContainText('18:00');
    // route metadata: layout and widget
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('a would-be partner finds where to apply and where to log in', async ({ page }) => {
  await page.goto('/join-agent?lang=en-US');
  const apply = page.getByRole('link', { name: 'Apply now' });
  const login = page.getByRole('link', { name: 'Partner login' });
  // Once in the hero, once in the closing call to action.
  await expect(apply).toHaveCount(2);
  await expect(login).toHaveCount(2);
  for (const link of await apply.all()) await expect(link).toHaveAttribute('href', '/agent/join-apply');
  for (const link of await login.all()) await expect(link).toHaveAttribute('href', '/agent/login');
});

test('a partner question opens to its answer', async ({ page }) => {
  await page.goto('/join-agent?lang=en-US');
  await page.getByText('How do I receive my income?').click();
  // spec §5, §9: the minimum single withdrawal is 100 yuan, and income tax is withheld
  await expect(page.getByText(/at least ¥100\.00 at a time; personal income tax is withheld/)).toBeVisible();
  await page.getByText('Do I need to be a member to apply?').click();
  await expect(page.getByText(/Non-members cannot apply\. Choose a silver, gold or diamond tier/)).toBeVisible();
});

test('the Arabic partner page is laid out right to left', async ({ page }) => {
  await page.goto('/join-agent?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const viewport = page.viewportSize();
  const apply = await page
    .getByRole('link', { name: text('ar', 'join-agent', 'hero.apply') })
    .first()
    .boundingBox();
  // The first call to action starts at the right-hand edge of the content.
  expect(apply && viewport && apply.x + apply.width > viewport.width / 2).toBe(true);
});
