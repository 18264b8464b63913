import { emailProblem, type Language, message } from '@tallybook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHttpClient } from '../lib/http';

// spec §7: the overseas merchant subscription, origin 1
export const SUBSCRIBE_PATH = '/servicebook/merchant/overseas/add';
export const SUBSCRIBE_ORIGIN = 1;

type Outcome = { ok: boolean; text: string } | undefined;

/**
 * spec §5: empty gives 邮箱不能为空, a bad format 邮箱格式不正确, success 提交成功 and clears the
 * field, a server failure shows the server's message — each in the visitor's language.
 */
export function SubscribeForm({ language, onResult }: { language: Language; onResult?: (outcome: Outcome) => void }) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const report = (next: Outcome) => {
    setOutcome(next);
    onResult?.(next);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return report({ ok: false, text: message(language, problem) });
    setBusy(true);
    const result = await createHttpClient({ language }).post(SUBSCRIBE_PATH, {
      email: email.trim(),
      origin: SUBSCRIBE_ORIGIN,
    });
    setBusy(false);
    if (result.ok) {
      setEmail('');
      report({ ok: true, text: message(language, 'submitted') });
    } else {
      report({ ok: false, text: result.msg });
    }
  }

  return (
    <form onSubmit={submit} noValidate id="footer-subscribe" className="scroll-mt-24" data-testid="subscribe">
      <h2 className="text-sm font-semibold text-white">{t('footer.subscribe.title')}</h2>
      <p className="mt-1 text-xs text-slate-300">{t('footer.subscribe.hint')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('footer.subscribe.label')}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.subscribe.placeholder')}
          aria-describedby={`${inputId}-result`}
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          className="min-w-0 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          data-track="footer.subscribe"
          className="rounded-lg bg-accent-400 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-accent-500 disabled:opacity-60"
        >
          {t('footer.subscribe.button')}
        </button>
      </div>
      <p
        id={`${inputId}-result`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${outcome?.ok ? 'text-emerald-300' : 'text-amber-300'}`}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
