import type { CustomerDetail, GiveUpReason, Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { buttonStyle } from '../../../ui/Button';
import { ClaimForm } from './CustomerCard';
import type { FollowRecord } from './customer-detail.server';
import { CUSTOMER_LIST_PATH, type CustomerNotice, customerInfoHref, followUpHref } from './customer-forms';
import {
  CustomerDate,
  CustomerNoticeBanner,
  CustomerScreen,
  Facts,
  IntentionBadge,
  LabelChips,
  ProtectionCountdown,
  panel,
  panelTitle,
} from './customer-parts';
import { GiveUpForm } from './GiveUpForm';
import { LabelForm } from './LabelForm';

export interface OpportunityPageProps {
  language: Language;
  customer: CustomerDetail;
  labelChoices: string[];
  records: FollowRecord[];
  reasons: GiveUpReason[];
  notice: CustomerNotice | null;
}

/**
 * spec §2 /agent/merchant/chance-detail, §4 opportunity: the partner's lead on a customer, its
 * intention, labels and follow-ups while the protection lasts; followed up, or abandoned to the pool.
 */
export function OpportunityPage(props: OpportunityPageProps) {
  const { language, customer, labelChoices, records, reasons, notice } = props;
  const { t } = useTranslation('partner-customers');
  const mine = customer.ownership === 'mine';
  return (
    <CustomerScreen title={t('screens.opportunity')} back={{ to: CUSTOMER_LIST_PATH, label: t('backToList') }}>
      <CustomerNoticeBanner notice={notice} />
      <section className={panel} data-testid="opportunity-summary">
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold text-slate-900" dir="ltr" data-testid="customer-phone">
              {customer.phone}
            </p>
            <p className={customer.shopName ? 'text-slate-800' : 'italic text-slate-600'}>
              {customer.shopName || t('shopNameMissing')}
            </p>
          </div>
          <ProtectionCountdown remainingDays={customer.remainingDays} />
        </div>
        <div className="mt-3">
          <Facts
            rows={[
              [t('fields.intention'), <IntentionBadge key="intention" intention={customer.intention} />],
              [
                t('fields.lastFollowUpAt'),
                <CustomerDate key="followed" language={language} iso={customer.lastFollowUpAt} />,
              ],
              [
                t('fields.protectedUntil'),
                <CustomerDate key="until" language={language} iso={customer.protectedUntil} />,
              ],
              [t('fields.ownership'), t(`ownership.${customer.ownership}`)],
            ]}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {mine && (
            <Link
              to={followUpHref(customer.merchantId)}
              className={buttonStyle({ size: 'sm' })}
              data-testid="follow-up-link"
            >
              {t('opportunity.followUp')}
            </Link>
          )}
          <Link to={customerInfoHref(customer.merchantId)} className={buttonStyle({ variant: 'outline', size: 'sm' })}>
            {t('opportunity.toInfo')}
          </Link>
          {customer.ownership === 'pool' && <ClaimForm merchantId={customer.merchantId} />}
        </div>
      </section>

      {mine && (
        <>
          <section className={panel} aria-labelledby="opportunity-labels" data-testid="opportunity-labels">
            <h2 id="opportunity-labels" className={panelTitle}>
              {t('labels.title')}
            </h2>
            <LabelChips labels={customer.labels} />
            <LabelForm current={customer.labels} choices={labelChoices} />
          </section>

          <section className={panel} aria-labelledby="opportunity-records" data-testid="follow-records">
            <h2 id="opportunity-records" className={panelTitle}>
              {t('records.title')}
            </h2>
            {records.length === 0 ? (
              <p className="text-slate-700">{t('records.none')}</p>
            ) : (
              <ol className="space-y-3">
                {records.map((record) => (
                  <li key={record.id} className="rounded-lg bg-slate-50 p-3" data-testid="follow-record">
                    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <IntentionBadge intention={record.intention} />
                      <span>{formatDate(language, record.createdAt, 'medium')}</span>
                    </div>
                    <p className="mt-1 whitespace-pre-line break-words text-slate-900">{record.note}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <GiveUpForm reasons={reasons} />
        </>
      )}
    </CustomerScreen>
  );
}
