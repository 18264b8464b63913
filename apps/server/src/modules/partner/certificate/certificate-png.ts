import sharp from 'sharp';
import { type CertificateItem, PAGE } from './certificate-layout.ts';

/** Pixels per point of the PNG: 1684 × 1190, sharp enough to print and for the QR code to scan. */
const SCALE = 2;

const escapeAttribute = (value: string) => value.replace(/[^#\w]/g, '');

/**
 * The certificate as an SVG whose text is drawn as glyph outlines from the bundled font (decision
 * 0036): librsvg, which sharp renders with, would otherwise need the machine's own CJK fonts.
 */
export function certificateSvg(items: CertificateItem[]): string {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'frame') {
      parts.push(
        `<rect x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" fill="none" stroke="${escapeAttribute(item.color)}" stroke-width="${item.lineWidth}"/>`,
      );
    } else if (item.kind === 'qr') {
      const d = item.dark.map(([row, column]) => `M${column} ${row}h1v1h-1z`).join('');
      parts.push(
        `<rect x="${item.x}" y="${item.y}" width="${item.modules * item.moduleSize}" height="${item.modules * item.moduleSize}" fill="#ffffff"/>`,
        `<path transform="translate(${item.x} ${item.y}) scale(${item.moduleSize})" d="${d}" fill="#000000" shape-rendering="crispEdges"/>`,
      );
    } else {
      let x = item.x;
      for (const run of item.runs) {
        const { font } = run.slice;
        const scale = item.size / font.unitsPerEm;
        const { glyphs, positions } = font.layout(run.text);
        let penUnits = 0;
        const outlines: string[] = [];
        glyphs.forEach((glyph, index) => {
          const position = positions[index];
          const d = glyph.path.toSVG();
          if (d) {
            const left = penUnits + (position?.xOffset ?? 0);
            outlines.push(`<path transform="translate(${left} ${position?.yOffset ?? 0})" d="${d}"/>`);
          }
          penUnits += position?.xAdvance ?? glyph.advanceWidth;
        });
        parts.push(
          `<g transform="translate(${x} ${item.y}) scale(${scale} ${-scale})" fill="${escapeAttribute(item.color)}">${outlines.join('')}</g>`,
        );
        x += penUnits * scale;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width * SCALE}" height="${PAGE.height * SCALE}" viewBox="0 0 ${PAGE.width} ${PAGE.height}"><rect width="100%" height="100%" fill="#fffdf8"/>${parts.join('')}</svg>`;
}

/** The certificate as a PNG. */
export function certificatePng(items: CertificateItem[]): Promise<Buffer> {
  return sharp(Buffer.from(certificateSvg(items)))
    .png()
    .toBuffer();
}
