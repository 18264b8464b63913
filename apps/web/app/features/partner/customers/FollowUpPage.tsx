import {
  CUSTOMER_LIMITS,
  followUpProblem,
  type Language,
  message,
  PURCHASE_INTENTIONS,
  type PurchaseIntention,
} from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { CUSTOMER_INTENTS, opportunityHref } from './customer-forms';
import { CustomerScreen, FormProblem, panel } from './customer-parts';
import { problemOf, useCustomerForm } from './use-customer-form';

export interface FollowUpCustomer {
  merchantId: number;
  phone: string;
  shopName: string;
  intention: PurchaseIntention | null;
}

/**
 * spec §2 /agent/merchant/edit-clues, §5: a follow-up, its purchase intention (high, medium,
 * general) and its note, both required before saving; it is added to the customer's records.
 */
export function FollowUpPage({ language, customer }: { language: Language; customer: FollowUpCustomer }) {
  const { t } = useTranslation('partner-customers');
  const { fetcher, busy, answer } = useCustomerForm(CUSTOMER_INTENTS.followUp);
  const [localProblem, setLocalProblem] = useState('');

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const issue = followUpProblem({
      intention: String(data.get('intention') ?? ''),
      note: String(data.get('note') ?? ''),
    });
    setLocalProblem(issue ? message(language, issue, { max: CUSTOMER_LIMITS.followUpNote }) : '');
    if (issue) event.preventDefault();
  };

  return (
    <CustomerScreen
      title={t('screens.followUp')}
      back={{ to: opportunityHref(customer.merchantId), label: t('backToOpportunity') }}
    >
      <p className="mt-2 text-slate-700">
        <span dir="ltr">{customer.phone}</span> · {customer.shopName || t('shopNameMissing')}
      </p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={check}
        className={`${panel} space-y-4`}
        data-testid="form-follow-up"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('followUp.intention')}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {PURCHASE_INTENTIONS.map((intention) => (
              <label
                key={intention}
                className="cursor-pointer rounded-lg py-2 text-center text-sm font-semibold text-slate-700 ring-1 ring-slate-300 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name="intention"
                  value={intention}
                  defaultChecked={customer.intention === intention}
                  className="sr-only"
                />
                {t(`intention.${intention}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm font-medium text-slate-700">
          {t('followUp.note')}
          <textarea
            name="note"
            rows={5}
            maxLength={CUSTOMER_LIMITS.followUpNote}
            placeholder={t('followUp.notePlaceholder')}
            className={`mt-1 ${box} h-auto py-2`}
          />
        </label>
        <FormProblem problem={localProblem || problemOf(answer)} />
        <Button type="submit" block busy={busy}>
          {t('followUp.save')}
        </Button>
      </fetcher.Form>
    </CustomerScreen>
  );
}
