import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` once the scroll-in reveal around it has played (spec §2: it waits 100 px lower
 * and slides up over 0.8 s when it enters the viewport). Playwright scrolls to where the target
 * waits, and the reveal then slides it up from under the pointer: a press and release between the
 * two land on different elements, and no click happens (seen on a slow machine at the phone size).
 */
export async function clickRevealed(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const reveal = target.locator('xpath=ancestor::*[@data-reveal][1]');
  if ((await reveal.count()) > 0) {
    await expect(reveal).not.toHaveAttribute('data-reveal', 'waiting');
    await reveal.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  }
  await target.click();
}
