import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PICTURES } from './campaign-pictures.ts';

const publicFile = (path: string) => new URL(`../../../../../web/public${path}`, import.meta.url);

describe('each demo campaign has its own picture (issue 64)', () => {
  it('no two campaigns share a picture', () => {
    const pictures = Object.values(CAMPAIGN_PICTURES);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it.each(Object.entries(CAMPAIGN_PICTURES))('%s: its picture is served, an SVG with a title', (_alias, path) => {
    expect(existsSync(publicFile(path))).toBe(true);
    expect(readFileSync(publicFile(path), 'utf8')).toMatch(/<svg[^>]*>\s*<title>[^<]+<\/title>/);
  });
});
