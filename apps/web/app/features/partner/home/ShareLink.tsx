import { useTranslation } from '../../../i18n/react';
import { CopyButton } from '../../../ui/CopyButton';
import { Qr } from '../../../ui/Qr';

/** One thing a partner shares (its code or a link): the text to copy and a QR code to scan. */
export function ShareLink({ id, title, hint, value }: { id: string; title: string; hint: string; value: string }) {
  const { t } = useTranslation('partner-home');
  return (
    <li
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row"
      data-testid={`share-${id}`}
    >
      <div className="shrink-0">
        <Qr value={value} title={t('links.qr', { what: title })} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
        <p
          dir="ltr"
          className="mt-2 break-all rounded-md bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800 ring-1 ring-slate-200"
          data-testid={`share-${id}-value`}
        >
          {value}
        </p>
        <div className="mt-2">
          <CopyButton text={value} label={title} />
        </div>
      </div>
    </li>
  );
}
