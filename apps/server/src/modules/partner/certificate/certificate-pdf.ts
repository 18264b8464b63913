import PDFDocument from 'pdfkit';
import { type CertificateItem, PAGE } from './certificate-layout.ts';

/**
 * The certificate as a one-page PDF (decision 0036). Text stays text, so the name and number can be
 * searched and copied; pdfkit embeds each font slice used as a subset of the glyphs drawn.
 */
export function certificatePdf(items: CertificateItem[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: title, Author: 'Tallybook', Creator: 'Tallybook' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const registered = new Set<string>();
  for (const item of items) {
    if (item.kind === 'frame') {
      doc.lineWidth(item.lineWidth).rect(item.x, item.y, item.width, item.height).stroke(item.color);
    } else if (item.kind === 'qr') {
      for (const [row, column] of item.dark) {
        doc.rect(item.x + column * item.moduleSize, item.y + row * item.moduleSize, item.moduleSize, item.moduleSize);
      }
      doc.fill('#000000');
    } else {
      let x = item.x;
      for (const run of item.runs) {
        if (!registered.has(run.slice.file)) {
          doc.registerFont(run.slice.file, run.slice.bytes);
          registered.add(run.slice.file);
        }
        doc.font(run.slice.file).fontSize(item.size).fillColor(item.color);
        doc.text(run.text, x, item.y, { lineBreak: false, baseline: 'alphabetic' });
        x += doc.widthOfString(run.text);
      }
    }
  }
  doc.end();
  return done;
}
