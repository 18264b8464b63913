import type { PartnerCustomer } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { CUSTOMER_INTENTS, opportunityHref } from './customer-forms';
import { FormProblem, IntentionBadge, LabelChips, ProtectionCountdown, useChannelText } from './customer-parts';
import { problemOf, useCustomerForm } from './use-customer-form';

/** Claiming a customer of the pool (input-merchant with its id): it becomes the partner's. */
export function ClaimForm({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('partner-customers');
  const { fetcher, busy, answer } = useCustomerForm(CUSTOMER_INTENTS.claim);
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={CUSTOMER_INTENTS.claim} />
      <input type="hidden" name="merchantId" value={merchantId} />
      <Button type="submit" size="sm" busy={busy}>
        {t('claim')}
      </Button>
      <FormProblem problem={problemOf(answer)} />
    </fetcher.Form>
  );
}

/**
 * One customer of the list (issue 14): masked phone, shop name, address, registration time and
 * channel, labels, intention, service expiry and the protection countdown; it opens the detail.
 */
export function CustomerCard({ customer, language }: { customer: PartnerCustomer; language: string }) {
  const { t } = useTranslation('partner-customers');
  const channelText = useChannelText();
  const inPool = customer.ownership === 'pool';
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-testid="customer-row">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <Link to={opportunityHref(customer.merchantId)} className="min-w-0 flex-1 hover:underline">
          <span className="block font-semibold text-slate-900" dir="ltr" data-testid="customer-phone">
            {customer.phone}
          </span>
          <span className={`block ${customer.shopName ? 'text-slate-800' : 'italic text-slate-600'}`}>
            {customer.shopName || t('shopNameMissing')}
          </span>
        </Link>
        <ProtectionCountdown remainingDays={customer.remainingDays} />
        {inPool && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {t('inPool')}
          </span>
        )}
      </div>
      {customer.address && <p className="mt-1 text-sm text-slate-700">{customer.address}</p>}
      <p className="mt-2 text-xs text-slate-600">
        {t('row.registered', {
          date: formatDate(language, customer.registeredAt, 'medium'),
          channel: channelText(customer.channel),
        })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <IntentionBadge intention={customer.intention} />
        <LabelChips labels={customer.labels} />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {customer.serviceExpiresAt
            ? t('row.serviceExpiry', { date: formatDate(language, customer.serviceExpiresAt, 'medium') })
            : t('row.noService')}
        </span>
        {inPool && <ClaimForm merchantId={customer.merchantId} />}
      </div>
    </li>
  );
}
