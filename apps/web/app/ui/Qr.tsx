import { QR_CODE } from '@tallybook/domain';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The site's QR codes (downloads, the footer, the official account's follow code): one error
 * correction level and quiet zone from the domain's QR_CODE; `scale` enlarges one that is the
 * only thing to scan on its card.
 */
export function Qr({ value, title, scale = 1 }: { value: string; title: string; scale?: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={QR_CODE.sizePx * scale}
      level={QR_CODE.level}
      marginSize={QR_CODE.marginSize}
      title={title}
    />
  );
}
