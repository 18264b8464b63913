import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { runWidth, textRuns } from './certificate-fonts.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

const latinWoff = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-sc/files/noto-sans-sc-119-400-normal.woff',
);

describe('the certificate’s font, Noto Sans SC in slices', () => {
  it('unwraps a WOFF slice to a TrueType font with the same glyphs', () => {
    const woff = readFileSync(latinWoff);
    const sfnt = woffToSfnt(woff);
    const [wrapped, unwrapped] = [fontkit.create(woff), fontkit.create(sfnt)] as fontkit.Font[];
    expect(sfnt.readUInt32BE(0)).not.toBe(0x774f4646);
    expect(unwrapped?.numGlyphs).toBe(wrapped?.numGlyphs);
    expect(unwrapped?.characterSet).toEqual(wrapped?.characterSet);
    expect(unwrapped?.layout('TB-CN').advanceWidth).toBe(wrapped?.layout('TB-CN').advanceWidth);
    expect(() => woffToSfnt(sfnt)).toThrow('not a WOFF font');
  });

  it('splits a text into runs of one slice each, every character drawn by a glyph of its own', () => {
    const runs = textRuns('欧阳鑫淼 TB-CN-2026', 400);
    expect(runs.map((run) => run.text).join('')).toBe('欧阳鑫淼 TB-CN-2026');
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) {
      for (const character of run.text) {
        expect(run.slice.font.hasGlyphForCodePoint(character.codePointAt(0) as number), character).toBe(true);
      }
      expect(runWidth(run, 16)).toBeGreaterThan(0);
    }
    expect(textRuns('鑫', 700)[0]?.slice.file).toMatch(/-700-normal\.woff$/);
  });
});
