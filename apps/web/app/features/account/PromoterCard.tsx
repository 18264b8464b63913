import { type Language, message, NICKNAME_MAX_LENGTH, type Promoter } from '@tallybook/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { FormFooter } from './FormFooter';
import { JOIN_PROMOTER, type JoinPromoterResult } from './promoter-form';

/**
 * Joining as a promoter (推广员) from the PC site: a nickname, then one's own referral code. The
 * form posts to the personal centre's action (decision 0022), so it works before hydration too.
 */
export function PromoterCard({ promoter, language }: { promoter: Promoter | null; language: Language }) {
  const { t } = useTranslation('login');
  // a fetcher, not a navigation: the page stays where it is (the navigation guard ignores a
  // navigation to the same address); before hydration the form posts natively and the action's
  // answer comes back as the page's action data
  const fetcher = useFetcher<JoinPromoterResult>();
  const posted = useActionData<JoinPromoterResult>();
  const answer = fetcher.data ?? posted;
  const mine = answer?.intent === JOIN_PROMOTER ? answer : undefined;
  // a mistake the browser can see is shown without a round trip
  const [checked, setChecked] = useState('');
  const busy = fetcher.state !== 'idle';
  const problem = checked || (!busy && mine && !mine.ok ? mine.problem : '');

  useEffect(() => {
    if (mine?.ok) toast.success(mine.msg);
  }, [mine]);

  const join = (event: FormEvent<HTMLFormElement>) => {
    // spec §5: nickname cannot be empty
    const nickname = new FormData(event.currentTarget).get('nickname');
    const issue = String(nickname ?? '').trim() ? '' : message(language, 'nicknameEmpty');
    setChecked(issue);
    if (issue) event.preventDefault();
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
      {promoter ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('promoter.nickname')}</dt>
          <dd className="font-medium text-slate-900" data-testid="promoter-nickname">
            {promoter.nickname}
          </dd>
          <dt className="text-slate-500">{t('promoter.code')}</dt>
          <dd className="font-mono text-lg font-semibold tracking-widest text-brand-700" data-testid="referral-code">
            {promoter.referralCode}
          </dd>
        </dl>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('promoter.intro')}</p>
          <fetcher.Form method="post" onSubmit={join} noValidate className="mt-4 space-y-4" data-testid="form-promoter">
            <input type="hidden" name="intent" value={JOIN_PROMOTER} />
            <Field id="promoter-nickname" label={t('promoter.nickname')}>
              <input
                id="promoter-nickname"
                name="nickname"
                autoComplete="nickname"
                maxLength={NICKNAME_MAX_LENGTH}
                className={input}
              />
            </Field>
            <FormFooter problem={problem} busy={busy} submitLabel={t('promoter.join')} />
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
