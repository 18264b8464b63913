import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  message: string;
  /** Defaults to 提示 (in Chinese; translated elsewhere). */
  title?: string;
  /** The warning style, for actions that cannot be undone. */
  warning?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

/**
 * spec §2: a confirm dialog (default title 提示, buttons 取消 and 确定), one open at a time: a second
 * request waits until the first is answered. Escape cancels; focus stays inside and comes back after.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setQueue((waiting) => [...waiting, { ...options, resolve }])),
    [],
  );
  const current = queue[0];
  const settle = (ok: boolean) => {
    current?.resolve(ok);
    setQueue((waiting) => waiting.slice(1));
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current && <ConfirmDialog key={queue.length} request={current} onAnswer={settle} />}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}

function ConfirmDialog({ request, onAnswer }: { request: ConfirmOptions; onAnswer: (ok: boolean) => void }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    (request.warning ? cancel : ok).current?.focus();
    return () => before?.focus?.();
  }, [request.warning]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onAnswer(false);
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
      event.preventDefault();
      (document.activeElement === ok.current ? cancel : ok).current?.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      data-testid="confirm-backdrop"
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-message`}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl"
      >
        <h2
          id={titleId}
          className={`flex items-center gap-2 text-lg font-semibold ${request.warning ? 'text-amber-700' : 'text-slate-900'}`}
        >
          {request.warning && <span aria-hidden="true">⚠</span>}
          {request.title ?? t('confirm.title')}
        </h2>
        <p id={`${titleId}-message`} className="mt-3 text-slate-700">
          {request.message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            ref={cancel}
            type="button"
            onClick={() => onAnswer(false)}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('confirm.cancel')}
          </button>
          <button
            ref={ok}
            type="button"
            onClick={() => onAnswer(true)}
            data-warning={request.warning ? 'true' : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold text-white ${
              request.warning ? 'bg-amber-600 hover:bg-amber-700' : 'bg-brand-600 hover:bg-brand-700'
            }`}
          >
            {t('confirm.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
