import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * Noto Sans SC as @fontsource/noto-sans-sc ships it (decision 0036): the font sliced into about a
 * hundred files, each covering the code points its stylesheet's unicode-range names. A text is split
 * into runs of one slice each; only the slices a certificate needs are ever read, once. The WOFF
 * files are read, not the WOFF2 ones (fontkit subsets a WOFF2 font without its glyf table, so
 * pdfkit would embed a font with no outlines), and unwrapped to TrueType as they are.
 */
export type FontWeight = 400 | 700;

export interface FontSlice {
  /** The slice's file name, which also names it to pdfkit. */
  file: string;
  bytes: Buffer;
  font: fontkit.Font;
}

export interface TextRun {
  text: string;
  slice: FontSlice;
}

interface SliceRange {
  file: string;
  ranges: Array<[number, number]>;
}

const packageDir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/400.css'));
const rangesByWeight = new Map<FontWeight, SliceRange[]>();
const slices = new Map<string, FontSlice>();

/** The slices of one weight as its stylesheet lists them: each WOFF file with its unicode-range. */
function sliceRanges(weight: FontWeight): SliceRange[] {
  const known = rangesByWeight.get(weight);
  if (known) return known;
  const css = readFileSync(join(packageDir, `${weight}.css`), 'utf8');
  const parsed: SliceRange[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([\w.-]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
    });
    parsed.push({ file, ranges });
  }
  if (parsed.length === 0) throw new Error(`no font slices in ${weight}.css`);
  rangesByWeight.set(weight, parsed);
  return parsed;
}

function loadSlice(file: string): FontSlice {
  const known = slices.get(file);
  if (known) return known;
  const bytes = woffToSfnt(readFileSync(join(packageDir, 'files', file)));
  const font = fontkit.create(bytes);
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  const slice = { file, bytes, font };
  slices.set(file, slice);
  return slice;
}

/** The slice whose range covers the code point; one that does not exist in the font falls to the Latin slice. */
function sliceFileOf(codePoint: number, weight: FontWeight): string {
  const all = sliceRanges(weight);
  const covering = all.find(({ ranges }) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
  if (covering) return covering.file;
  const fallback = all.find(({ ranges }) => ranges.some(([from, to]) => 0x41 >= from && 0x41 <= to)) ?? all[0];
  return (fallback as SliceRange).file;
}

/** `text` split into runs that one slice each draws; spaces join the run before them. */
export function textRuns(text: string, weight: FontWeight): TextRun[] {
  const runs: Array<{ text: string; file: string }> = [];
  for (const character of text) {
    const last = runs.at(-1);
    const file = character === ' ' && last ? last.file : sliceFileOf(character.codePointAt(0) as number, weight);
    if (last && last.file === file) last.text += character;
    else runs.push({ text: character, file });
  }
  return runs.map((run) => ({ text: run.text, slice: loadSlice(run.file) }));
}

/** The advance width of a run at `size` points. */
export function runWidth(run: TextRun, size: number): number {
  return (run.slice.font.layout(run.text).advanceWidth * size) / run.slice.font.unitsPerEm;
}
