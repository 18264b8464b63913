import { QR_CODE } from '@tallybook/domain';
import type { QRCodeSVG as QRCodeSvgComponent } from 'qrcode.react';
import { type ComponentProps, lazy, type ReactElement, Suspense } from 'react';

type QrCodeProps = ComponentProps<typeof QRCodeSvgComponent>;

// A server draws the same few codes (the app downloads, the official account) on every page it
// renders: it keeps each drawing, made once by the library itself, so the HTML is the library's to
// the byte and the browser hydrates it unchanged. Bounded: a code's value may carry the request's host.
const MOST_KEPT = 64;
function keptDrawings(component: typeof QRCodeSvgComponent) {
  // forwardRef's render function: the library's drawing, called as part of this component's render
  const draw = (component as unknown as { render: (props: QrCodeProps, ref: null) => ReactElement }).render;
  const drawn = new Map<string, ReactElement>();
  return function KeptQrCode(props: QrCodeProps) {
    const key = JSON.stringify([props.value, props.size, props.level, props.marginSize, props.title]);
    let drawing = drawn.get(key);
    if (!drawing) {
      drawing = draw(props, null);
      if (drawn.size >= MOST_KEPT) drawn.clear();
      drawn.set(key, drawing);
    }
    return drawing;
  };
}

// The QR drawing library comes with the first QR code a page shows, not with every page (issue 13).
// The server renders the code into the HTML; the browser keeps it while the library arrives.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({
    default: typeof document === 'undefined' ? keptDrawings(module.QRCodeSVG) : module.QRCodeSVG,
  })),
);

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
