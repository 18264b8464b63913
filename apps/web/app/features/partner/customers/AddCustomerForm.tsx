import { type CustomerIndustry, type Language, message } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { CUSTOMER_INTENTS } from './customer-forms';
import { FormProblem } from './customer-parts';
import { problemOf, useCustomerForm } from './use-customer-form';

/**
 * A customer entered by hand (input-merchant): phone, shop name, address and trade. spec §5: the
 * phone is required ("customer mobile phone number cannot be empty"); the server checks it all again.
 */
export function AddCustomerForm({ language, industries }: { language: Language; industries: CustomerIndustry[] }) {
  const { t } = useTranslation('partner-customers');
  const { fetcher, busy, answer } = useCustomerForm(CUSTOMER_INTENTS.add);
  const [localProblem, setLocalProblem] = useState('');
  const problem = localProblem || problemOf(answer);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    setLocalProblem(phone ? '' : message(language, 'customerPhoneEmpty'));
    if (!phone) event.preventDefault();
  };

  return (
    <details className="mt-4 rounded-2xl bg-white ring-1 ring-slate-200" open={Boolean(problem)}>
      <summary className="cursor-pointer list-none p-4 font-semibold text-brand-700" data-testid="add-customer-toggle">
        {t('add.title')}
      </summary>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={check}
        className="space-y-4 px-4 pb-4"
        data-testid="form-add-customer"
      >
        <input type="hidden" name="intent" value={CUSTOMER_INTENTS.add} />
        <p className="text-sm text-slate-700">{t('add.intro')}</p>
        <Field id="add-phone" label={t('add.phone')}>
          <input
            id="add-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            className={input}
          />
        </Field>
        <Field id="add-shop" label={t('add.shopName')}>
          <input id="add-shop" name="shopName" className={input} />
        </Field>
        <Field id="add-address" label={t('add.address')}>
          <input id="add-address" name="address" className={input} />
        </Field>
        <Field id="add-industry" label={t('add.industry')}>
          <select id="add-industry" name="industry" className={input} defaultValue="">
            <option value="">{t('add.industryNone')}</option>
            {industries.map((code) => (
              <option key={code} value={code}>
                {t(`industries.${code}`)}
              </option>
            ))}
          </select>
        </Field>
        <FormProblem problem={problem} />
        <Button type="submit" block busy={busy}>
          {t('add.submit')}
        </Button>
      </fetcher.Form>
    </details>
  );
}
