import { QR_CODE } from '@tallybook/domain';
import type { QRCodeSVG as QRCodeSvgComponent } from 'qrcode.react';
import { type ComponentProps, lazy, type ReactElement, Suspense, useId, useState } from 'react';

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
    const key = JSON.stringify([props.id, props.value, props.size, props.level, props.marginSize, props.title]);
    let drawing = drawn.get(key);
    if (!drawing) {
      drawing = draw(props, null);
      if (drawn.size >= MOST_KEPT) drawn.clear();
      drawn.set(key, drawing);
    }
    return drawing;
  };
}

const onServer = typeof document === 'undefined';

// The server loads the library as it starts, so that no page waits for it: a page rendered while it
// loaded would carry its codes as streamed fallbacks, and could be kept that way in the page cache.
// One load, one cache of drawings: the lazy component below waits for this same load on the server.
let serverQr: ReturnType<typeof keptDrawings> | undefined;
const serverQrLoad = onServer
  ? import('qrcode.react').then((module) => {
      serverQr = keptDrawings(module.QRCodeSVG);
      return serverQr;
    })
  : undefined;

// The QR drawing library comes with the first QR code a page shows, not with every page (issue 13).
// The server renders the code into the HTML; the browser keeps it while the library arrives.
const QRCodeSVG = lazy(async () => ({
  default: serverQrLoad ? await serverQrLoad : (await import('qrcode.react')).QRCodeSVG,
}));

interface ServerDrawing {
  readonly html: string;
  readonly viewBox: string;
}

/**
 * The server's drawing of the code `id`, when the browser is hydrating it: what the page already shows
 * is the library's output for these very props, so hydration keeps it instead of encoding the code
 * again (about 10 ms a code on a phone, in one task: issue 13). A code the browser renders itself
 * (a later page) has an id the server never wrote, and is drawn by the library.
 */
function serverDrawing(id: string): ServerDrawing | undefined {
  if (onServer) return undefined;
  const element = document.getElementById(id);
  const viewBox = element?.getAttribute('viewBox');
  if (!element || !viewBox || !element.innerHTML) return undefined;
  return { html: element.innerHTML, viewBox };
}

/**
 * The site's QR codes (downloads, the footer, the official account's follow code): one error
 * correction level and quiet zone from the domain's QR_CODE; `scale` enlarges one that is the
 * only thing to scan on its card.
 */
export function Qr({ value, title, scale = 1 }: { value: string; title: string; scale?: number }) {
  const size = QR_CODE.sizePx * scale;
  const id = useId();
  const [hydrated] = useState(() => ({ value, size, title, drawing: serverDrawing(id) }));
  const kept =
    hydrated.drawing && hydrated.value === value && hydrated.size === size && hydrated.title === title
      ? hydrated.drawing
      : undefined;
  const Code = serverQr ?? QRCodeSVG;
  return (
    <Suspense fallback={<svg width={size} height={size} role="img" aria-label={title} />}>
      {kept ? (
        <svg
          id={id}
          height={size}
          width={size}
          viewBox={kept.viewBox}
          role="img"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own drawing, read back from this page
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
      ) : (
        <Code id={id} value={value} size={size} level={QR_CODE.level} marginSize={QR_CODE.marginSize} title={title} />
      )}
    </Suspense>
  );
}
