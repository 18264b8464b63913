import { type CustomerDetail, formatPrice, type Language, ORDER_STATUSES } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { buttonStyle } from '../../../ui/Button';
import { activationHref } from '../activation/activation-forms';
import { CustomerDevices } from '../devices/CustomerDevices';
import type { CustomerDevicesData } from '../devices/customer-devices';
import type { CustomerStore } from './customer-detail.server';
import { CUSTOMER_LIST_PATH, opportunityHref } from './customer-forms';
import {
  CustomerDate,
  CustomerScreen,
  Facts,
  ProtectionCountdown,
  panel,
  panelTitle,
  useChannelText,
} from './customer-parts';

/** The states merchant-detail-basic gives a service: a trial, paid and running, or ended. */
const SERVICE_STATES_SHOWN = ['trial', 'inService', 'expired'];

/**
 * spec §2 /agent/merchant-info, §6: what the partner knows of a customer: the account, its stores
 * (shop-list), its services with their expiry and its orders, and who has owned it (the history).
 */
export function CustomerInfoPage({
  language,
  customer,
  stores,
  devices,
}: {
  language: Language;
  customer: CustomerDetail;
  stores: CustomerStore[];
  /** The customer's stores with the partner's devices, for a customer of the partner's own; null for a pool one. */
  devices: CustomerDevicesData | null;
}) {
  const { t } = useTranslation('partner-customers');
  const channelText = useChannelText();
  const date = (iso: string | null) => <CustomerDate language={language} iso={iso} />;
  // a state the mall may add later shows as the server wrote it
  const known = (choices: readonly string[], key: string, value: string) =>
    choices.includes(value) ? t(`${key}.${value}`) : value;
  return (
    <CustomerScreen
      title={t('screens.info')}
      back={{ to: CUSTOMER_LIST_PATH, label: t('backToList') }}
      actions={
        <>
          <Link to={opportunityHref(customer.merchantId)} className={buttonStyle({ size: 'sm' })}>
            {t('info.toOpportunity')}
          </Link>
          {customer.ownership === 'mine' && (
            <Link
              to={activationHref(customer.merchantId)}
              className={buttonStyle({ size: 'sm', variant: 'outline' })}
              data-testid="customer-activate"
            >
              {t('info.activate')}
            </Link>
          )}
        </>
      }
    >
      <section className={panel} aria-labelledby="info-basic" data-testid="customer-basic">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <h2 id="info-basic" className="text-base font-semibold text-slate-900">
            {t('info.basic')}
          </h2>
          <ProtectionCountdown remainingDays={customer.remainingDays} />
        </div>
        <Facts
          rows={[
            [
              t('fields.phone'),
              <span dir="ltr" key="phone">
                {customer.phone}
              </span>,
            ],
            [t('fields.shopName'), customer.shopName || t('shopNameMissing')],
            [t('fields.address'), customer.address || t('none')],
            [t('fields.industry'), customer.industry ? t(`industries.${customer.industry}`) : t('none')],
            [t('fields.registeredAt'), date(customer.registeredAt)],
            [t('fields.channel'), channelText(customer.channel)],
            [t('fields.source'), customer.source ? t(`sources.${customer.source}`) : t('none')],
            [t('fields.ownership'), t(`ownership.${customer.ownership}`)],
            [t('fields.protectedUntil'), date(customer.protectedUntil)],
            [t('fields.serviceExpiresAt'), date(customer.serviceExpiresAt)],
          ]}
        />
      </section>

      {devices ? (
        <CustomerDevices merchantId={customer.merchantId} data={devices} />
      ) : (
        <section className={panel} aria-labelledby="info-stores" data-testid="customer-stores">
          <h2 id="info-stores" className={panelTitle}>
            {t('info.stores')}
          </h2>
          {stores.length === 0 ? (
            <p className="text-slate-700">{t('info.noStores')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {stores.map((store) => (
                <li key={store.storeId} className="py-2">
                  <p className="font-medium text-slate-900">
                    {store.name || t('info.storeNameMissing')}
                    {store.isHead && (
                      <span className="ms-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                        {t('info.headStore')}
                      </span>
                    )}
                  </p>
                  {store.address && <p className="text-sm text-slate-700">{store.address}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={panel} aria-labelledby="info-services" data-testid="customer-services">
        <h2 id="info-services" className={panelTitle}>
          {t('info.services')}
        </h2>
        {customer.services.length === 0 ? (
          <p className="text-slate-700">{t('info.noServices')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {customer.services.map((service) => (
              <li
                key={`${service.serviceName}-${service.expiresAt}`}
                className="flex flex-wrap justify-between gap-2 py-2"
              >
                <span className="font-medium text-slate-900">{service.serviceName}</span>
                <span className="text-sm text-slate-700">
                  {known(SERVICE_STATES_SHOWN, 'serviceStates', service.state)} ·{' '}
                  {service.expiresAt
                    ? t('info.expiresOn', { date: formatDate(language, service.expiresAt, 'medium') })
                    : t('info.noExpiry')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panel} aria-labelledby="info-orders" data-testid="customer-orders">
        <h2 id="info-orders" className={panelTitle}>
          {t('info.orders')}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="text-slate-700">{t('info.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {customer.orders.map((order) => (
              <li key={order.orderNo} className="py-2">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-slate-900">{order.serviceName}</span>
                  <span className="text-slate-900">{formatPrice(order.amountFen, language)}</span>
                </p>
                <p className="text-xs text-slate-600">
                  <span dir="ltr">{order.orderNo}</span> · {date(order.createdAt)} ·{' '}
                  {known(ORDER_STATUSES, 'orderStates', order.status)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panel} aria-labelledby="info-history" data-testid="customer-history">
        <h2 id="info-history" className={panelTitle}>
          {t('info.history')}
        </h2>
        {customer.history.length === 0 ? (
          <p className="text-slate-700">{t('info.noHistory')}</p>
        ) : (
          <ol className="space-y-2">
            {customer.history.map((entry) => (
              <li key={`${entry.at}-${entry.event}`} className="text-sm text-slate-800">
                <span className="text-slate-600">{date(entry.at)}</span>{' '}
                {t(`history.${entry.event}`, { from: t(`parties.${entry.from}`), to: t(`parties.${entry.to}`) })}
                {entry.source && ` · ${t(`sources.${entry.source}`)}`}
                {entry.reason && ` · ${t(`reasons.${entry.reason}`)}`}
              </li>
            ))}
          </ol>
        )}
      </section>
    </CustomerScreen>
  );
}
