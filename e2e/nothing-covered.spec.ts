import { expect, type Page, test } from '@playwright/test';
import { text } from './catalogue';
import { fillCode, newPhone, open } from './support/accounts';

// issue 12: on phones the floating service buttons covered the end of the Pay button. Nothing the
// widget shows may sit on a primary button: each one, scrolled to, is hit at its centre and both ends.

/** Every visible primary button or button-like link of the page, each scrolled to and tapped where it shows. */
async function coveredPrimaryButtons(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const covered: string[] = [];
    const primaries = Array.from(document.querySelectorAll<HTMLElement>('a.bg-brand-600, button.bg-brand-600')).filter(
      (element) => element.getClientRects().length > 0 && !element.closest('header, [data-testid="service-widget"]'),
    );
    for (const element of primaries) {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const box = element.getBoundingClientRect();
      const y = box.top + box.height / 2;
      for (const x of [box.left + 3, box.left + box.width / 2, box.right - 3]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || (hit !== element && !element.contains(hit))) {
          covered.push(`${element.textContent?.trim()} at x=${Math.round(x)} by ${hit?.outerHTML.slice(0, 80)}`);
        }
      }
    }
    return covered;
  });
}

test.describe('at 390 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, 'the phone size');

  for (const path of ['/price', '/download', '/mall', '/mall/KDZHJ01', '/about', '/join-agent', '/help', '/case']) {
    test(`no primary button of ${path} is covered by the service widget`, async ({ page }) => {
      await open(page, `${path}?lang=zh-CN`);
      await expect(page.getByTestId('service-widget')).toHaveCount(1);
      expect(await coveredPrimaryButtons(page)).toEqual([]);
    });
  }

  test('the Pay button of the pay page is not covered, and the widget is still there', async ({ page, request }) => {
    test.setTimeout(60_000);
    const phone = newPhone();
    await open(page, '/login?mode=sms&lang=zh-CN');
    await page.getByLabel(text('zh-CN', 'login', 'phone')).fill(phone);
    await fillCode(page, request, phone);
    await page.getByRole('button', { name: text('zh-CN', 'login', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await open(page, '/mall/KDZHJ01?level=professional&lang=zh-CN');
    await page.getByRole('button', { name: text('zh-CN', 'mall', 'detail.buyNow') }).click();
    await expect(page).toHaveURL(/\/order\/check/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await coveredPrimaryButtons(page)).toEqual([]);
    await page.getByRole('button', { name: text('zh-CN', 'mall', 'order.submit') }).click();
    await expect(page).toHaveURL(/\/order\/pay\?orderNo=/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const pay = page.getByRole('button', { name: /^支付/ });
    await expect(pay).toBeVisible();
    expect(await coveredPrimaryButtons(page)).toEqual([]);
    // a tap at the very end of the Pay button is the Pay button's, not the email's
    await pay.scrollIntoViewIfNeeded();
    const box = await pay.boundingBox();
    if (!box) throw new Error('no Pay button');
    const atEnd = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      { x: box.x + box.width - 2, y: box.y + box.height / 2 },
    );
    expect(atEnd).toMatch(/^支付/);
    // the widget is still there, all of it, along the bottom
    const widget = page.getByTestId('service-widget');
    await expect(widget.getByLabel(text('zh-CN', 'common', 'widget.phone'))).toBeVisible();
    await expect(widget.getByLabel(text('zh-CN', 'common', 'widget.email'))).toBeVisible();
  });
});
