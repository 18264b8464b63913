import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroPicture } from './HeroPicture';

describe('HeroPicture', () => {
  it('is sent fetched at high priority, never lazily, with its box reserved (decision 0070)', () => {
    const html = renderToString(<HeroPicture src="/images/marketing/about-counter.svg" alt="A shop counter" />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading=');
    expect(html).toContain('width="480"');
    expect(html).toContain('height="360"');
    expect(html).toContain('alt="A shop counter"');
  });

  it('takes the layout of the page it opens', () => {
    expect(renderToString(<HeroPicture src="/x.svg" alt="" className="w-full" />)).toContain('class="w-full"');
  });
});
