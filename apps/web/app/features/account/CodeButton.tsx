import { type Language, message, phoneProblem, type SmsPurpose } from '@tallybook/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../ui/Toast';
import { accountApi } from './account-api';
import { ProviderCaptcha } from './ProviderCaptcha';
import { SlidePuzzle } from './SlidePuzzle';

/** Seconds before another code may be asked for, as the button counts down. */
const RESEND_SECONDS = 60;

export interface CodeButtonProps {
  phone: string;
  purpose: SmsPurpose;
  language: Language;
  /** Where the server's refusal goes (its words and HTTP status), for a form that answers it in place; a toast otherwise. */
  onRefused?: (refusal: { msg: string; status: number }) => void;
  /** The field a person fills next (the code's input): focus goes there once the check is passed. */
  nextFieldId?: string;
}

/** The check on show: none, the slide puzzle, or the provider's widget. */
type Check = { kind: 'none' } | { kind: 'puzzle' } | { kind: 'tencent'; appId: string };

/** Sends an SMS code for the phone typed so far, then counts down before it may send again. */
export function CodeButton({ phone, purpose, language, onRefused, nextFieldId }: CodeButtonProps) {
  const { t } = useTranslation('login');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const [check, setCheck] = useState<Check>({ kind: 'none' });
  const button = useRef<HTMLButtonElement>(null);

  // spec §5: no code is sent before the slide verification (or the provider's check) is done
  const start = async () => {
    const problem = phoneProblem(phone);
    if (problem) {
      toast.error(message(language, problem));
      return;
    }
    const kind = await accountApi(language).captchaKind();
    setCheck(kind.ok && kind.data ? kind.data : { kind: 'puzzle' });
  };

  // Closed unsolved: back to the button that opened it, not to the top of the page.
  const close = () => {
    setCheck({ kind: 'none' });
    button.current?.focus();
  };

  const send = async (slideToken: string) => {
    setCheck({ kind: 'none' });
    // The check's dialog is gone with the element that had focus: the code's field comes next.
    const next = nextFieldId ? document.getElementById(nextFieldId) : null;
    if (next) next.focus();
    else button.current?.focus();
    setSending(true);
    const result = await accountApi(language).sendCode(phone, purpose, slideToken);
    setSending(false);
    if (!result.ok) {
      if (onRefused) onRefused({ msg: result.msg, status: result.status });
      else toast.error(result.msg);
      return;
    }
    toast.success(result.msg || message(language, 'verificationCodeSent'));
    setLeft(RESEND_SECONDS);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((seconds) => {
        if (seconds <= 1) clearInterval(timer.current);
        return Math.max(0, seconds - 1);
      });
    }, 1000);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => void start()}
        disabled={sending || left > 0}
        aria-expanded={check.kind !== 'none'}
        data-testid="send-code"
        className="h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-500 enabled:hover:bg-brand-50 disabled:text-slate-500 disabled:ring-slate-300"
      >
        {left > 0 ? t('resendIn', { seconds: left }) : t('getCode')}
      </button>
      {check.kind === 'puzzle' && (
        <div className="absolute inset-x-0 top-full z-10 mt-2 flex justify-center">
          <SlidePuzzle language={language} onPassed={send} onClose={close} />
        </div>
      )}
      {check.kind === 'tencent' && (
        <ProviderCaptcha
          appId={check.appId}
          language={language}
          onPassed={send}
          onFallback={() => setCheck({ kind: 'puzzle' })}
          onClose={close}
        />
      )}
    </>
  );
}
