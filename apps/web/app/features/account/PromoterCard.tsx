import { type Language, message, NICKNAME_MAX_LENGTH, type Promoter } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { accountApi } from './account-api';
import { FormFooter } from './FormFooter';

/** Joining as a promoter (推广员) from the PC site: a nickname, then one's own referral code. */
export function PromoterCard({ promoter, language }: { promoter: Promoter | null; language: Language }) {
  const { t } = useTranslation('login');
  const [joined, setJoined] = useState<Promoter | null>(promoter);
  const [nickname, setNickname] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    // spec §5: nickname cannot be empty
    const issue = nickname.trim() ? '' : message(language, 'nicknameEmpty');
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    const result = await accountApi(language).joinPromoter(nickname);
    setBusy(false);
    if (!result.ok || !result.data) {
      setProblem(result.msg);
      return;
    }
    setJoined(result.data);
    toast.success(result.msg || message(language, 'promoterJoined'));
  };

  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="promoter-title"
      data-testid="promoter"
    >
      <h2 id="promoter-title" className="text-lg font-semibold text-slate-900">
        {t('promoter.title')}
      </h2>
      {joined ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('promoter.nickname')}</dt>
          <dd className="font-medium text-slate-900" data-testid="promoter-nickname">
            {joined.nickname}
          </dd>
          <dt className="text-slate-500">{t('promoter.code')}</dt>
          <dd className="font-mono text-lg font-semibold tracking-widest text-brand-700" data-testid="referral-code">
            {joined.referralCode}
          </dd>
        </dl>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('promoter.intro')}</p>
          <form onSubmit={join} noValidate className="mt-4 space-y-4" data-testid="form-promoter">
            <Field id="promoter-nickname" label={t('promoter.nickname')}>
              <input
                id="promoter-nickname"
                autoComplete="nickname"
                maxLength={NICKNAME_MAX_LENGTH}
                value={nickname}
                onChange={(event) => setNickname(event.target.value)}
                className={input}
              />
            </Field>
            <FormFooter problem={problem} busy={busy} submitLabel={t('promoter.join')} />
          </form>
        </>
      )}
    </section>
  );
}
