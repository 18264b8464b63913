import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

// Registration and login helpers the journeys share: a phone of their own, the SMS code read from the
// sandbox outbox through the back office, and the slide puzzle solved as a person would.

export function newPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The code the sandbox SMS provider "sent" to a phone, read as the tests' back office would. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/admin/api/sms/outbox?phone=${phone}`, {
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      });
      const body = (await response.json()) as { data: Array<{ id: number; code: string | null }> };
      const newest = body.data.reduce<(typeof body.data)[number] | undefined>(
        (latest, entry) => (latest && latest.id > entry.id ? latest : entry),
        undefined,
      );
      code = newest?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Looks at the puzzle as a person would: where the piece fits (the hole is its own picture, darkened). */
async function findGap(page: Page): Promise<number> {
  const puzzle = page.getByTestId('slide-puzzle');
  await expect(puzzle.getByTestId('slide-piece')).toBeVisible();
  const target = await puzzle.evaluate(async (root) => {
    const [background, piece] = Array.from(root.querySelectorAll('img')) as HTMLImageElement[];
    if (!background || !piece) return -1;
    await Promise.all([background.decode(), piece.decode()]);
    const pixels = (image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0);
      return context?.getImageData(0, 0, canvas.width, canvas.height);
    };
    const bg = pixels(background);
    const pc = pixels(piece);
    const top = Number.parseInt(piece.style.top, 10);
    if (!bg || !pc) return -1;
    let best = { x: -1, score: Number.POSITIVE_INFINITY };
    for (let x = 0; x <= bg.width - pc.width; x++) {
      let score = 0;
      for (let j = 12; j < pc.height - 6; j += 2) {
        for (let i = 6; i < pc.width - 12; i += 2) {
          const p = (j * pc.width + i) * 4;
          const b = ((top + j) * bg.width + x + i) * 4;
          for (let c = 0; c < 3; c++) score += Math.abs((bg.data[b + c] ?? 0) - 0.55 * (pc.data[p + c] ?? 0));
        }
      }
      if (score < best.score) best = { x, score };
    }
    return best.x;
  });
  expect(target).toBeGreaterThan(0);
  return target;
}

/**
 * Solves the slide puzzle as a person would: finds the gap, then drags the handle that far, or, as
 * someone who cannot drag, moves it with the arrow keys (Shift for 20 px steps) and presses Enter.
 */
export async function solveSlide(page: Page, using: 'pointer' | 'keys' = 'pointer') {
  const puzzle = page.getByTestId('slide-puzzle');
  const picture = puzzle.locator('img').first();
  // The gap is found by looking at the picture, and a look sometimes misjudges a busy one (as a
  // person may): the server refuses and the puzzle shows another picture, and one tries again.
  for (let attempt = 1; ; attempt++) {
    const before = await picture.getAttribute('src');
    await slideOnce(page, using);
    let outcome = 'waiting';
    await expect
      .poll(
        async () => {
          if (!(await puzzle.isVisible())) {
            outcome = 'passed';
          } else {
            const now = await picture.getAttribute('src', { timeout: 500 }).catch(() => null);
            outcome = now !== null && now !== before ? 'refused' : 'waiting';
          }
          return outcome;
        },
        { timeout: 10_000 },
      )
      .not.toBe('waiting');
    if (outcome === 'passed') return;
    if (attempt >= 3) throw new Error('the slide puzzle refused three tries');
  }
}

async function slideOnce(page: Page, using: 'pointer' | 'keys') {
  const puzzle = page.getByTestId('slide-puzzle');
  const target = await findGap(page);
  const handle = puzzle.getByTestId('slide-handle');
  if (using === 'keys') {
    await handle.focus();
    for (let moved = 0; moved + 20 <= target; moved += 20) {
      await page.keyboard.press('Shift+ArrowRight');
      await page.waitForTimeout(40);
    }
    for (let moved = Math.floor(target / 20) * 20; moved + 2 <= target; moved += 2) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(40);
    }
    await page.keyboard.press('Enter');
    return;
  }
  // a person scrolls to the puzzle before dragging (on a phone it may open below the fold)
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slide handle');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  // As a hand drags: speeding up then slowing down, straying a pixel, over about half a second
  // (the server refuses a drag along a ruler at one speed, or one with no time in it).
  const moves = 24;
  for (let step = 1; step <= moves; step++) {
    const progress = step / moves;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    await page.mouse.move(startX + target * eased, startY + (step % 5 === 2 ? 1 : 0));
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export async function fillCode(page: Page, request: APIRequestContext, phone: string, codeField = 'login-code') {
  const before = await request
    .get(`/admin/api/sms/outbox?phone=${phone}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })
    .then(async (response) => ((await response.json()) as { data: unknown[] }).data.length);
  await page.getByTestId('send-code').click();
  await solveSlide(page);
  // after the puzzle, focus is on the field that comes next (the code's), not at the top of the page
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(codeField);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await expect
    .poll(async () =>
      request
        .get(`/admin/api/sms/outbox?phone=${phone}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })
        .then(async (response) => ((await response.json()) as { data: unknown[] }).data.length),
    )
    .toBeGreaterThan(before);
  await page.locator(`#${codeField}`).fill(await latestCode(request, phone));
}
