import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';

/**
 * A full-page screenshot, at `width` when given (else at the project's size), attached to the report
 * and kept in E2E_SCREENSHOTS_DIR when set: how a session looks at the screens a journey walks.
 */
export async function look(page: Page, name: string, width?: number) {
  if (width) await page.setViewportSize({ width, height: 900 });
  const shot = await page.screenshot({ fullPage: true });
  const file = width ? `${name}-${width}` : name;
  await test.info().attach(file, { body: shot, contentType: 'image/png' });
  const keep = process.env.E2E_SCREENSHOTS_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${file}.png`), shot);
  }
}
