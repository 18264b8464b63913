import { CUSTOMER_LIMITS, type GiveUpReason } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { CUSTOMER_INTENTS } from './customer-forms';
import { FormProblem, panel } from './customer-parts';
import { problemOf, useCustomerForm } from './use-customer-form';

/** spec §4: abandoning the opportunity with a reason (give-up-enum) and a note; the customer goes to the pool. */
export function GiveUpForm({ reasons }: { reasons: GiveUpReason[] }) {
  const { t } = useTranslation('partner-customers');
  const { fetcher, busy, answer } = useCustomerForm(CUSTOMER_INTENTS.giveUp);
  const problem = problemOf(answer);
  return (
    <details className={panel} open={Boolean(problem)} data-testid="give-up">
      <summary className="cursor-pointer list-none font-semibold text-red-700">{t('giveUp.open')}</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3" data-testid="form-give-up">
        <input type="hidden" name="intent" value={CUSTOMER_INTENTS.giveUp} />
        <p className="text-sm text-slate-700">{t('giveUp.intro')}</p>
        <label className="block text-sm text-slate-700">
          {t('giveUp.reason')}
          <select name="reason" defaultValue="" className={`mt-1 ${box}`}>
            <option value="" disabled>
              {t('giveUp.choose')}
            </option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm text-slate-700">
          {t('giveUp.note')}
          <textarea name="note" rows={3} maxLength={CUSTOMER_LIMITS.giveUpNote} className={`mt-1 ${box} h-auto py-2`} />
        </label>
        <FormProblem problem={problem} />
        <Button type="submit" variant="danger" busy={busy}>
          {t('giveUp.submit')}
        </Button>
      </fetcher.Form>
    </details>
  );
}
