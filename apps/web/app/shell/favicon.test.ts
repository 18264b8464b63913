import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, FAVICON_SVG } from './favicon';

describe("the page's icon", () => {
  it('is the same picture as public/favicon.svg, which the logo shows', () => {
    const file = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(FAVICON_SVG).toBe(file.trim());
  });

  it('is a data: URI that decodes to that picture, so the browser makes no request for it', () => {
    expect(FAVICON_HREF.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    // nothing in it that would end an HTML attribute or start a fragment
    expect(FAVICON_HREF).not.toMatch(/["<>#\s]/);
  });
});
