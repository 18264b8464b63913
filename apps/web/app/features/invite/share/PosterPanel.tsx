import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { PosterPictureButton } from './PosterPictureButton';
import { POSTER } from './poster-svg';
import { ShareButton } from './ShareButton';
import type { ShareKit } from './share-data';

/**
 * A share poster and the ways to pass it on: the image itself (kept by pressing on it on a phone),
 * a download of the same image as a file, the link to copy, and the system's share sheet where the
 * browser has one.
 */
export function PosterPanel({ kit }: { kit: ShareKit }) {
  const { t } = useTranslation('invite-share');
  const { t: home } = useTranslation('invite-home');
  const headline = t('svg.headline', { nickname: kit.nickname, product: kit.product });
  return (
    <section
      aria-labelledby="poster-title"
      className="mt-6 grid gap-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,20rem)_1fr] sm:p-6"
      data-testid="poster-panel"
    >
      <h2 id="poster-title" className="sr-only">
        {t('poster.title')}
      </h2>
      <img
        src={kit.posterUrl}
        width={POSTER.width / 2}
        height={POSTER.height / 2}
        alt={t('poster.alt', { product: kit.product, nickname: kit.nickname })}
        fetchPriority="high"
        className="mx-auto h-auto w-full max-w-80 rounded-xl shadow-md ring-1 ring-slate-200"
        data-testid="poster-image"
      />
      <div className="min-w-0 space-y-4">
        <p className="text-sm text-slate-600">{t('poster.hint')}</p>
        <p className="flex flex-wrap items-center gap-3">
          <a
            href={`${kit.posterUrl}&download=1`}
            download={kit.fileName}
            className={buttonStyle({})}
            data-testid="poster-download"
          >
            {t('poster.download')}
          </a>
          <PosterPictureButton posterUrl={kit.posterUrl} fileName={kit.fileName} />
        </p>
        <div>
          <p className="text-sm text-slate-600">{t('poster.code')}</p>
          <p
            dir="ltr"
            className="font-mono text-xl font-bold tracking-widest text-slate-900 text-start"
            data-testid="share-code"
          >
            {kit.code}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-600">{t('poster.link')}</p>
          <p
            dir="ltr"
            className="break-all rounded-md bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800 ring-1 ring-slate-200"
            data-testid="share-link"
          >
            {kit.link}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyButton text={kit.link} label={home('link.url')} namespace="invite-home" />
            <ShareButton title={kit.product} text={headline} url={kit.link} />
          </div>
        </div>
      </div>
    </section>
  );
}
