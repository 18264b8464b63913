/**
 * The share poster as an SVG image (issue 16): the product, the inviter's nickname, the friend's
 * offer and the QR code of the link, drawn on the server from merc/share's data. An image of its own
 * (GET /invite/poster.svg), so that it shows in an <img>, saves and downloads as one file, and needs
 * no script. Every text is escaped; the QR code is redrawn from its validated path, never pasted.
 */

/** The poster's size in CSS pixels: a phone screen's proportions, twice the size it is shown at. */
export const POSTER = { width: 750, height: 1200 } as const;

/** The drawing of a QR code as the site's /qr.svg answers it: its modules' size and one path. */
export interface QrDrawing {
  size: number;
  path: string;
}

export interface PosterTexts {
  product: string;
  headline: string;
  /** The friend's offer; empty when the programme gives none (paused). */
  offer: string;
  scan: string;
  code: string;
  link: string;
}

export interface PosterInput {
  /** The page's language and its direction. */
  language: string;
  dir: 'ltr' | 'rtl';
  texts: PosterTexts;
  qr: QrDrawing;
}

const FONTS =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans Arabic', sans-serif";

/** A text as SVG character data (and attribute value): markup characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in XML
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

// Chinese, Japanese and Korean characters take a whole em and may break between any two
const WIDE = /[\u1100-\u115f\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/;

/** About how many ems a text takes (a wide character one, another about half). */
export function textEms(text: string): number {
  let ems = 0;
  for (const character of text) ems += WIDE.test(character) ? 1 : 0.56;
  return ems;
}

/**
 * A text broken into lines of at most `ems` (measured as textEms): between words, and between any
 * two wide characters; a word longer than a line is cut. At most `most` lines, the last one ending
 * with an ellipsis when the text went on.
 */
export function wrapText(text: string, ems: number, most: number): string[] {
  // a line breaks at plain spaces only: a no-break space (inside a price) holds its two sides together
  const pieces =
    text.match(
      /[\u1100-\u115f\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6][，。、：；！？）」』]*|[^ \t\n\u1100-\u115f\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]+|[ \t\n]+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const piece of pieces) {
    if (/^[ \t\n]+$/.test(piece)) {
      line += ' ';
      continue;
    }
    if (textEms(line + piece) <= ems) {
      line += piece;
      continue;
    }
    push();
    let rest = piece;
    // a piece longer than a line (a link, a long word): cut it where the line is full
    while (textEms(rest) > ems) {
      let cut = 1;
      while (cut < rest.length && textEms(rest.slice(0, cut + 1)) <= ems) cut++;
      // a link reads better cut after one of its separators, when one is in the line's second half
      const separator = Math.max(...['/', '?', '&'].map((mark) => rest.lastIndexOf(mark, cut - 1)));
      if (separator >= cut / 2) cut = separator + 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  push();
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  kept[most - 1] = `${(kept[most - 1] ?? '').replace(/.$/u, '')}…`;
  return kept;
}

/** The QR code's drawing out of /qr.svg's answer, or null when it is not the plain drawing expected. */
export function readQrSvg(svg: string): QrDrawing | null {
  const box = /viewBox="0 0 (\d{1,3}) (\d{1,3})"/.exec(svg);
  const dark = /<path[^>]*stroke="#000000"[^>]*\sd="([MmHhVvZz0-9.\s-]+)"/.exec(svg);
  if (!box || !dark || box[1] !== box[2]) return null;
  return { size: Number(box[1]), path: dark[1] as string };
}

function lines(
  texts: string[],
  { y, size, weight, fill, step }: { y: number; size: number; weight: number; fill: string; step: number },
) {
  return texts
    .map(
      (text, index) =>
        `<text x="${POSTER.width / 2}" y="${y + index * step}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`,
    )
    .join('');
}

/** The poster: a blue band with the product, the invitation and the offer, a white card with the QR code, the code and the link. */
export function posterSvg({ language, dir, texts, qr }: PosterInput): string {
  const { width, height } = POSTER;
  const headline = wrapText(texts.headline, 15, 2);
  const offer = texts.offer ? wrapText(texts.offer, 20, 2) : [];
  const offerTop = 210 + headline.length * 58 + 30;
  const card = { top: 440, width: 520, height: 620 };
  const qrSide = 400;
  const qrTop = card.top + 60;
  const link = wrapText(texts.link, 32, 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" direction="${dir}" xml:lang="${escapeXml(language)}" font-family="${escapeXml(FONTS)}">`,
    `<title>${escapeXml(texts.headline)}</title>`,
    '<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f5bc4"/><stop offset="1" stop-color="#122a55"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="#eef6ff"/>`,
    `<rect width="${width}" height="${card.top + 120}" fill="url(#band)"/>`,
    lines([texts.product], { y: 120, size: 60, weight: 800, fill: '#ffffff', step: 0 }),
    lines(headline, { y: 210, size: 44, weight: 700, fill: '#ffffff', step: 58 }),
    lines(offer, { y: offerTop, size: 32, weight: 600, fill: '#ffd166', step: 44 }),
    `<rect x="${(width - card.width) / 2}" y="${card.top}" width="${card.width}" height="${card.height}" rx="32" fill="#ffffff" stroke="#d9eaff" stroke-width="2"/>`,
    `<svg x="${(width - qrSide) / 2}" y="${qrTop}" width="${qrSide}" height="${qrSide}" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#ffffff"/><path stroke="#000000" d="${qr.path}"/></svg>`,
    lines([texts.scan], { y: qrTop + qrSide + 50, size: 30, weight: 600, fill: '#122a55', step: 0 }),
    lines([texts.code], { y: qrTop + qrSide + 100, size: 28, weight: 500, fill: '#1a4a9e', step: 0 }),
    `<g direction="ltr">${lines(link, { y: height - 76, size: 20, weight: 400, fill: '#475569', step: 28 })}</g>`,
    '</svg>',
  ].join('');
}
