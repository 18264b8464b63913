import { type Language, message, phoneProblem, type UserInfo, verificationCodeProblem } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { userState } from '../../lib/user-state';
import { Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { accountCalls } from './account-api';
import { FormFooter } from './FormFooter';
import { PhoneField, SmsCodeField } from './PhoneCodeFields';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { useAccountCall } from './use-account-call';

/** Moves the account to a new phone: the new number, a code texted to it and, if set, the password. */
export function ChangePhoneForm({ user, language }: { user: UserInfo; language: Language }) {
  const { t } = useTranslation('login');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // the page's action makes the call with the body made here (decision 0022); the page loads again
  const call = useAccountCall(
    (answer) => {
      if (!answer.ok || !answer.data || !('kdUid' in answer.data)) return;
      userState.remember(answer.data);
      setPhone('');
      setCode('');
      setPassword('');
      toast.success(answer.msg || message(language, 'phoneBound'));
    },
    { revalidate: true },
  );
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    call.edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = phoneProblem(phone) ?? verificationCodeProblem(code);
    const issue = rule
      ? message(language, rule)
      : user.hasPassword && !password
        ? message(language, 'currentPasswordRequired')
        : '';
    void call.send(issue, () =>
      accountCalls.bindPhone(user.phone, phone, code, user.hasPassword ? password : undefined),
    );
  };

  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8" aria-labelledby="change-phone-title">
      <h2 id="change-phone-title" className="text-lg font-semibold text-slate-900">
        {t('phoneChange.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('phoneChange.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" data-testid="form-change-phone">
        <PhoneField id="new-phone" label={t('phoneChange.newPhone')} value={phone} onChange={edit(setPhone)} />
        <SmsCodeField
          id="new-phone-code"
          label={t('code')}
          value={code}
          onChange={edit(setCode)}
          phone={phone}
          purpose="bind"
          language={language}
        />
        {user.hasPassword && (
          <Field id="phone-change-password" label={t('account.oldPassword')}>
            <input
              id="phone-change-password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(event) => edit(setPassword)(event.target.value)}
              className={input}
            />
          </Field>
        )}
        <FormFooter problem={call.problem} busy={call.busy} submitLabel={t('phoneChange.submit')} />
      </form>
    </section>
  );
}
