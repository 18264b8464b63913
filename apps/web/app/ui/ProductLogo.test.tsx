import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductLogo } from './ProductLogo';

describe('ProductLogo', () => {
  it('is decorative, asked for at low priority, with its box reserved (decision 0078)', () => {
    const html = renderToString(<ProductLogo src="/images/products/xh.svg" />);
    expect(html).toContain('fetchPriority="low"');
    expect(html).toContain('alt=""');
    expect(html).toContain('width="56"');
    expect(html).toContain('height="56"');
    expect(html).toContain('class="size-14"');
    expect(html).not.toContain('loading=');
  });

  it('keeps the smaller size of a card', () => {
    const html = renderToString(<ProductLogo src="/x.svg" size={48} />);
    expect(html).toContain('width="48"');
    expect(html).toContain('class="size-12"');
    expect(html).toContain('fetchPriority="low"');
  });
});
