import { expect, type Page, test } from '@playwright/test';
import { formatPrice } from '@tallybook/domain';

/** The left edge, on screen, of each character of `text` as the browser laid out the paragraph. */
async function leftEdges(page: Page, html: string): Promise<Array<{ character: string; left: number }>> {
  await page.setContent(`<!doctype html><html lang="ar" dir="rtl"><body><p id="line">${html}</p></body></html>`);
  return page.evaluate(() => {
    const line = document.getElementById('line') as HTMLElement;
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    const edges: Array<{ character: string; left: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) edges.push({ character: text.charAt(index), left: box.left });
      }
    }
    return edges;
  });
}

test('an Arabic price reads CN¥ after its number in a right-to-left line, never ¥CN (issue 64)', async ({ page }) => {
  // a sentence of the price page ("from … a year") around the price, and a discount's minus sign
  for (const html of [`ابتداءً من ${formatPrice(59_800, 'ar')} سنويًا`, `−${formatPrice(3_000, 'ar')}`]) {
    const edges = await leftEdges(page, html);
    const at = (character: string) => edges.find((edge) => edge.character === character)?.left ?? Number.NaN;
    // left to right on screen: C, N, then ¥, as the symbol is written
    expect(at('C'), html).toBeLessThan(at('N'));
    expect(at('N'), html).toBeLessThan(at('¥'));
    // and the number, read first from the right, stands to the right of its symbol
    const digits = edges.filter((edge) => /\d/.test(edge.character)).map((edge) => edge.left);
    expect(Math.min(...digits), html).toBeGreaterThan(at('¥'));
  }
});
