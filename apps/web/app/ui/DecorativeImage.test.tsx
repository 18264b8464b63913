import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DecorativeImage } from './DecorativeImage';

describe('DecorativeImage', () => {
  it('is decorative, asked for at low priority, with its box reserved (decision 0078)', () => {
    const html = renderToString(<DecorativeImage src="/images/products/xh.svg" />);
    expect(html).toContain('fetchPriority="low"');
    expect(html).toContain('alt=""');
    expect(html).toContain('width="56"');
    expect(html).toContain('height="56"');
    expect(html).toContain('class="size-14 shrink-0"');
    expect(html).not.toContain('loading=');
  });

  it('keeps the size asked for, at the same low priority', () => {
    for (const [size, box] of [
      [48, 'size-12'],
      [40, 'size-10'],
      [20, 'size-5'],
    ] as const) {
      const html = renderToString(<DecorativeImage src="/x.svg" size={size} />);
      expect(html).toContain(`width="${size}"`);
      expect(html).toContain(`class="${box} shrink-0"`);
      expect(html).toContain('fetchPriority="low"');
    }
  });
});
