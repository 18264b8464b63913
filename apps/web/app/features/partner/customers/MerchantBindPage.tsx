import type { Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button, buttonStyle } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { CUSTOMER_INTENTS } from './customer-forms';
import { CustomerScreen, FormProblem, panel } from './customer-parts';
import type { MerchantBindResult } from './merchant-bind.server';
import { useCustomerForm } from './use-customer-form';

/**
 * spec §2 /agent/merchant-bind: a merchant binds its account to a partner by the partner's referral
 * code (invite-bind), typed or brought by the partner's link, and sees whose customer it now is.
 */
export function MerchantBindPage({
  language,
  phoneHide,
  code,
}: {
  language: Language;
  phoneHide: string;
  code: string;
}) {
  const { t } = useTranslation('partner-customers');
  const { fetcher, busy, answer: result } = useCustomerForm<MerchantBindResult>(CUSTOMER_INTENTS.bind);
  const bound = result?.ok ? result.result : null;
  return (
    <CustomerScreen title={t('screens.bind')}>
      {bound ? (
        <section className={panel} role="status" data-testid="bind-result">
          <h2 className="text-lg font-semibold text-emerald-800">
            {bound.bound
              ? t('bind.bound', { partner: bound.partnerName })
              : t('bind.already', { partner: bound.partnerName })}
          </h2>
          {bound.protectedUntil && (
            <p className="mt-2 text-slate-700">
              {t('bind.protectedUntil', { date: formatDate(language, bound.protectedUntil) })}
            </p>
          )}
          <Link to="/account" className={`${buttonStyle({ variant: 'outline' })} mt-4`}>
            {t('bind.toAccount')}
          </Link>
        </section>
      ) : (
        <fetcher.Form method="post" className={`${panel} space-y-4`} data-testid="form-bind">
          <input type="hidden" name="intent" value={CUSTOMER_INTENTS.bind} />
          <p className="text-slate-700">{t('bind.intro', { phone: phoneHide })}</p>
          <Field id="bind-code" label={t('bind.code')}>
            <input
              id="bind-code"
              name="code"
              defaultValue={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={16}
              dir="ltr"
              className={input}
            />
          </Field>
          <FormProblem problem={result && !result.ok ? result.problem : ''} />
          <Button type="submit" block busy={busy}>
            {t('bind.submit')}
          </Button>
        </fetcher.Form>
      )}
    </CustomerScreen>
  );
}
