import type { Language, WechatMpQrcode, WechatMpSceneState } from '@tallybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Qr } from '../../ui/Qr';
import { toast } from '../../ui/Toast';
import { accountApi } from './account-api';

/** How often the page asks whether the QR code was scanned and followed. */
const POLL_MS = 2000;

/**
 * Following the WeChat official account: a one-time QR code (ten minutes) to scan with WeChat; the
 * page watches until the person follows, then says so. `onFollowed` lets the page refresh its data.
 */
export function OfficialAccountCard({ language, onFollowed }: { language: Language; onFollowed?: () => void }) {
  const { t } = useTranslation('login');
  const [qrcode, setQrcode] = useState<WechatMpQrcode | null>(null);
  const [state, setState] = useState<WechatMpSceneState>('waiting');
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    const result = await accountApi(language).officialAccountQrcode();
    setBusy(false);
    if (!result.ok || !result.data) {
      toast.error(result.msg);
      return;
    }
    setState('waiting');
    setQrcode(result.data);
  };

  useEffect(() => {
    if (!qrcode) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const timer = setInterval(async () => {
      const result = await accountApi(language).officialAccountSubscription(qrcode.sceneId);
      if (stopped) return;
      if (!result.ok || !result.data) {
        stop();
        toast.error(result.msg);
        return;
      }
      setState(result.data.state);
      if (result.data.state === 'waiting') return;
      stop();
      if (result.data.state === 'subscribed') onFollowed?.();
    }, POLL_MS);
    return stop;
  }, [qrcode, language, onFollowed]);

  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="official-account-title"
      data-testid="official-account"
    >
      <h2 id="official-account-title" className="text-lg font-semibold text-slate-900">
        {t('officialAccount.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('officialAccount.intro')}</p>
      {qrcode && state === 'waiting' && (
        <figure className="mt-4 flex flex-col items-start gap-2">
          <Qr value={qrcode.qrUrl} scale={1.5} title={t('officialAccount.scan')} />
          <figcaption className="text-sm text-slate-700">
            {t('officialAccount.scan')}{' '}
            <span className="text-slate-500">
              ({t('officialAccount.validFor', { minutes: Math.round(qrcode.expiresInSeconds / 60) })})
            </span>
          </figcaption>
          <a
            href={qrcode.qrUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-700 hover:underline"
            data-testid="official-account-link"
          >
            {t('officialAccount.openHere')}
          </a>
          <p role="status" className="text-sm text-slate-500">
            {t('officialAccount.waiting')}
          </p>
        </figure>
      )}
      {state === 'subscribed' && (
        <p role="status" className="mt-4 font-medium text-emerald-800" data-testid="official-account-followed">
          {t('officialAccount.followed')}
        </p>
      )}
      {state === 'expired' && (
        <p role="status" className="mt-4 text-amber-800">
          {t('officialAccount.expired')}
        </p>
      )}
      {(!qrcode || state === 'expired') && (
        <button
          type="button"
          onClick={show}
          disabled={busy}
          className="mt-4 h-11 rounded-lg px-5 font-semibold text-emerald-800 ring-1 ring-emerald-600 hover:bg-emerald-50 disabled:opacity-60"
        >
          {qrcode ? t('officialAccount.again') : t('officialAccount.show')}
        </button>
      )}
    </section>
  );
}
