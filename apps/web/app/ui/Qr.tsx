import { QR_CODE, qrImageUrl } from '@tallybook/domain';

/**
 * The site's QR codes (downloads, the footer, the official account's follow code): an image the
 * server draws at the domain's error correction level and quiet zone (GET /qr.svg). The page carries
 * its address, not its drawing, and the browser fetches it when it is about to show (issue 13).
 * `scale` enlarges one that is the only thing to scan on its card.
 */
export function Qr({ value, title, scale = 1 }: { value: string; title: string; scale?: number }) {
  const size = QR_CODE.sizePx * scale;
  return <img src={qrImageUrl(value)} width={size} height={size} alt={title} loading="lazy" decoding="async" />;
}
