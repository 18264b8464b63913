import { type Language, message, NICKNAME_MAX_LENGTH } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { type PartnerHomeFormResult, SAVE_NICKNAME, SHOW_FULL_NAME } from './partner-home-forms';

export interface PartnerSettingsPageProps {
  language: Language;
  /** The partner's full name (the certificate's). */
  name: string;
  nickname: string;
  showFullName: boolean;
}

const card = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8';

/** The server's answer to a form, shown under it: a success in green, a refusal in red. */
function Outcome({ answer, testId }: { answer: PartnerHomeFormResult | undefined; testId: string }) {
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className="text-sm font-medium text-green-700" data-testid={testId}>
      {answer.msg}
    </p>
  ) : (
    <p role="alert" className="text-sm font-medium text-red-700" data-testid={testId}>
      {answer.problem}
    </p>
  );
}

/**
 * spec §2 /agent/system-set: the nickname the partner's customers and promoters see (spec §5: it
 * cannot be empty) and whether its full name is shown instead. The payee and bank card settings come
 * with part 2.
 */
export function PartnerSettingsPage({ language, name, nickname, showFullName }: PartnerSettingsPageProps) {
  const { t } = useTranslation('partner-home');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('home.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t('pages.settings')}
          </h1>
          <p className="mt-2 text-slate-600">{t('settings.intro')}</p>
        </header>
        <NicknameForm language={language} nickname={nickname} />
        <FullNameForm name={name} showFullName={showFullName} />
        <p className="text-sm text-slate-600">
          <Link to="/agent/divide#payee" className="font-medium text-brand-700 underline">
            {t('settings.later')}
          </Link>
        </p>
        <Link to="/agent/home" className="inline-block font-medium text-brand-700 underline">
          {t('settings.back')}
        </Link>
      </div>
    </div>
  );
}

function NicknameForm({ language, nickname }: { language: Language; nickname: string }) {
  const { t } = useTranslation('partner-home');
  const fetcher = useFetcher<PartnerHomeFormResult>();
  const [checked, setChecked] = useState('');
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const value = String(new FormData(event.currentTarget).get('nickname') ?? '');
    // spec §5: nickname cannot be empty (the server says so too)
    const issue = value.trim() ? '' : message(language, 'nicknameEmpty');
    setChecked(issue);
    if (issue) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      onSubmit={submit}
      noValidate
      className={`${card} space-y-4`}
      data-testid="form-nickname"
    >
      <input type="hidden" name="intent" value={SAVE_NICKNAME} />
      <Field id="partner-nickname" label={t('settings.nickname')}>
        <input
          id="partner-nickname"
          name="nickname"
          defaultValue={nickname}
          maxLength={NICKNAME_MAX_LENGTH}
          aria-describedby="partner-nickname-hint"
          onChange={() => setChecked('')}
          className={input}
        />
      </Field>
      <p id="partner-nickname-hint" className="text-sm text-slate-600">
        {t('settings.nicknameHint')}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={busy}>
          {busy ? t('settings.saving') : t('settings.save')}
        </Button>
        {checked ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="nickname-outcome">
            {checked}
          </p>
        ) : (
          <Outcome answer={answer} testId="nickname-outcome" />
        )}
      </div>
    </fetcher.Form>
  );
}

function FullNameForm({ name, showFullName }: { name: string; showFullName: boolean }) {
  const { t } = useTranslation('partner-home');
  const fetcher = useFetcher<PartnerHomeFormResult>();
  const busy = fetcher.state !== 'idle';
  // while saving, the switch already shows the choice; the page's data follows once saved
  const pending = fetcher.formData?.get('show');
  const on = pending === undefined || pending === null ? showFullName : pending === 'true';
  return (
    <fetcher.Form method="post" className={`${card} space-y-3`} data-testid="form-full-name">
      <input type="hidden" name="intent" value={SHOW_FULL_NAME} />
      <input type="hidden" name="show" value={String(!on)} />
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="full-name-title" className="font-semibold text-slate-900">
            {t('settings.fullNameTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('settings.fullNameHint', { name })}</p>
        </div>
        <button
          type="submit"
          role="switch"
          aria-checked={on}
          aria-labelledby="full-name-title"
          disabled={busy}
          // justify-start/end follow the page's direction: the knob sits at the start when off, mirrored in Arabic
          className={`inline-flex h-7 w-12 shrink-0 items-center rounded-full px-1 transition-colors ${
            on ? 'justify-end bg-brand-600' : 'justify-start bg-slate-300'
          }`}
          data-testid="full-name-switch"
        >
          <span className="inline-block h-5 w-5 rounded-full bg-white shadow" />
        </button>
      </div>
      <p className="text-sm text-slate-700">{on ? t('settings.fullNameOn') : t('settings.fullNameOff')}</p>
      <Outcome answer={busy ? undefined : fetcher.data} testId="full-name-outcome" />
    </fetcher.Form>
  );
}
