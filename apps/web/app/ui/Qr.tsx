import { QR_CODE } from '@tallybook/domain';
import { lazy, Suspense } from 'react';

// The QR drawing library comes with the first QR code a page shows, not with every page (issue 13).
// The server renders the code into the HTML; the browser keeps it while the library arrives.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/**
 * The site's QR codes (downloads, the footer, the official account's follow code): one error
 * correction level and quiet zone from the domain's QR_CODE; `scale` enlarges one that is the
 * only thing to scan on its card.
 */
export function Qr({ value, title, scale = 1 }: { value: string; title: string; scale?: number }) {
  const size = QR_CODE.sizePx * scale;
  return (
    <Suspense fallback={<svg width={size} height={size} role="img" aria-label={title} />}>
      <QRCodeSVG value={value} size={size} level={QR_CODE.level} marginSize={QR_CODE.marginSize} title={title} />
    </Suspense>
  );
}
