import { CUSTOMER_LIMITS } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { CUSTOMER_INTENTS } from './customer-forms';
import { FormProblem, useLabelText } from './customer-parts';
import { problemOf, useCustomerForm } from './use-customer-form';

/**
 * The customer's labels (label POST): chips for the label-enums choices and the names the partner
 * already uses (label-names), each a checkbox, and one label of the partner's own words.
 */
export function LabelForm({ current, choices }: { current: string[]; choices: string[] }) {
  const { t } = useTranslation('partner-customers');
  const labelText = useLabelText();
  const { fetcher, busy, answer } = useCustomerForm(CUSTOMER_INTENTS.labels);
  const all = [...new Set([...choices, ...current])];
  return (
    <fetcher.Form method="post" className="mt-3 space-y-3" data-testid="form-labels">
      <input type="hidden" name="intent" value={CUSTOMER_INTENTS.labels} />
      <fieldset>
        <legend className="text-sm text-slate-700">{t('labels.choose')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {all.map((label) => (
            <label
              key={label}
              className="cursor-pointer rounded-full px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-300 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="checkbox"
                name="label"
                value={label}
                defaultChecked={current.includes(label)}
                className="sr-only"
              />
              {labelText(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm text-slate-700">
        {t('labels.own')}
        <input name="newLabel" maxLength={CUSTOMER_LIMITS.label} className={`mt-1 ${box}`} />
      </label>
      <FormProblem problem={problemOf(answer)} />
      <Button type="submit" variant="outline" busy={busy}>
        {t('labels.save')}
      </Button>
    </fetcher.Form>
  );
}
