import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { POSTER } from './poster-svg';

/**
 * The poster as a picture (PNG) drawn in the browser from its SVG: a photo album and a chat app take a
 * PNG where some refuse an SVG. Where a canvas cannot be had (before the script runs) there is no
 * button; the SVG download stays.
 */
export function PosterPictureButton({ posterUrl, fileName }: { posterUrl: string; fileName: string }) {
  const { t } = useTranslation('invite-share');
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  useEffect(() => {
    setSupported(typeof HTMLCanvasElement !== 'undefined' && 'toBlob' in HTMLCanvasElement.prototype);
  }, []);
  if (!supported) return null;
  const save = async () => {
    setState('busy');
    try {
      const picture = await posterPicture(posterUrl);
      const address = URL.createObjectURL(picture);
      const link = document.createElement('a');
      link.href = address;
      link.download = fileName.replace(/\.svg$/, '.png');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(address), 60_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonStyle({ variant: 'secondary' })}
        onClick={save}
        disabled={state === 'busy'}
        data-testid="poster-picture"
      >
        {t('poster.picture')}
      </button>
      <span role="status" aria-live="polite" className={state === 'failed' ? 'text-sm text-red-700' : 'sr-only'}>
        {state === 'failed' ? t('poster.pictureFailed') : ''}
      </span>
    </span>
  );
}

/** Draws the poster's SVG (the same address the page shows) on a canvas of its size, as a PNG. */
async function posterPicture(posterUrl: string): Promise<Blob> {
  const answer = await fetch(posterUrl, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`poster ${answer.status}`);
  const drawing = URL.createObjectURL(await answer.blob());
  try {
    const image = new Image();
    image.src = drawing;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = POSTER.width;
    canvas.height = POSTER.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, POSTER.width, POSTER.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(drawing);
  }
}
