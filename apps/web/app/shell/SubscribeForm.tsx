import { emailProblem, type Language, message } from '@tallybook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../i18n/react';
import { SUBSCRIBE, type SubscribeResult } from './subscribe';

/**
 * spec §5: the footer's e-mail subscription. It posts to the layout's action (decision 0022), which
 * answers in the visitor's language; with the page's scripts not loaded yet the form posts natively
 * and the answer comes back as the layout's action data. The browser checks the address first.
 */
export function SubscribeForm({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const fetcher = useFetcher<SubscribeResult>();
  const posted = useActionData<SubscribeResult | undefined>();
  // what the browser found wrong before posting, until the next try
  const [checked, setChecked] = useState('');
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data ?? (posted?.intent === SUBSCRIBE ? posted : undefined);
  // an answer speaks of the address it was given: typing another one puts it away
  const [dismissed, setDismissed] = useState<SubscribeResult | undefined>(undefined);
  const outcome = checked ? { ok: false, text: checked } : busy || answer === dismissed ? undefined : answer;

  // a subscription that went through clears the field, once per answer: the field is drawn anew
  // (a new key) rather than reset through the DOM, so no timing of effects can leave it filled
  const [round, setRound] = useState(0);
  const [clearedFor, setClearedFor] = useState<SubscribeResult | undefined>(undefined);
  if (answer?.ok && clearedFor !== answer) {
    setClearedFor(answer);
    setRound((value) => value + 1);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get('email');
    const problem = emailProblem(typeof email === 'string' ? email.trim() : '');
    setChecked(problem ? message(language, problem) : '');
    if (problem) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      // without scripts the answer is the home page, scrolled to this form with its message
      action={`/?lang=${language}#footer-subscribe`}
      defaultShouldRevalidate={false}
      onSubmit={submit}
      noValidate
      id="footer-subscribe"
      className="scroll-mt-24"
      data-testid="subscribe"
    >
      <input type="hidden" name="intent" value={SUBSCRIBE} />
      <h2 className="text-sm font-semibold text-white">{t('footer.subscribe.title')}</h2>
      <p className="mt-1 text-xs text-slate-300">{t('footer.subscribe.hint')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('footer.subscribe.label')}
        </label>
        <input
          key={round}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          onInput={() => {
            setChecked('');
            setDismissed(answer);
          }}
          aria-describedby={`${inputId}-result`}
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          className="min-w-44 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-slate-400"
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
    </fetcher.Form>
  );
}
