import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconTile } from './IconTile';

describe('IconTile', () => {
  it('draws its icon as decoration, in a tile that keeps its size in a row of text', () => {
    const html = renderToString(<IconTile path="M1 1h2" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('d="M1 1h2"');
    expect(html).toMatch(/class="[^"]*\bshrink-0\b[^"]*\bbg-brand-50 text-brand-600\b/);
  });

  it('comes in the tone asked for', () => {
    expect(renderToString(<IconTile path="M1 1" tone="solid" />)).toContain('bg-brand-600 text-white');
    expect(renderToString(<IconTile path="M1 1" tone="accent" />)).toContain('bg-accent-400 text-brand-900');
  });
});
