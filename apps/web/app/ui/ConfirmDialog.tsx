import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  message: string;
  /** Defaults to 提示 (in Chinese; translated elsewhere). */
  title?: string;
  /** The warning style, for actions that cannot be undone. */
  warning?: boolean;
  /**
   * The buttons named for what they do ("Keep order" / "Cancel order"), where 取消 / 确定 would be
   * ambiguous; the spec's 取消 and 确定 otherwise.
   */
  okLabel?: string;
  cancelLabel?: string;
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

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={`${titleId}-message`}
      onClose={() => onAnswer(false)}
      initialFocus={request.warning ? cancel : ok}
      backdropTestId="confirm-backdrop"
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
        <Button ref={cancel} variant="secondary" size="sm" onClick={() => onAnswer(false)}>
          {request.cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          ref={ok}
          variant={request.warning ? 'warning' : 'primary'}
          size="sm"
          onClick={() => onAnswer(true)}
          data-warning={request.warning ? 'true' : undefined}
        >
          {request.okLabel ?? t('confirm.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
