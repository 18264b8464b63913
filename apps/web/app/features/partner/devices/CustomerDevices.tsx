import { CUSTOMER_LIMITS, type DeviceStore, type PartnerDevice } from '@tallybook/domain';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import {
  type CustomerDevicesData,
  DEVICE_INTENTS,
  type DeviceActionResult,
  type DeviceIntent,
} from './customer-devices';

export interface CustomerDevicesProps {
  merchantId: number;
  /** loadCustomerDevices(api, merchantId) from customer-devices.server.ts. */
  data: CustomerDevicesData;
}

const card = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';

/**
 * A customer's stores with the partner's POS devices in each (spec §7 devices/*, issue 14):
 * register a device, bind a spare one to a store, unbind, remove. The forms post to the embedding
 * page's action, which hands them to customerDevicesAction; its loader then reads the devices again.
 */
export function CustomerDevices({ merchantId, data }: CustomerDevicesProps) {
  const { t } = useTranslation('partner-devices');
  const fetcher = useFetcher<DeviceActionResult>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const registerForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok && answer.intent === DEVICE_INTENTS.create) registerForm.current?.reset();
  }, [answer]);

  const storeName = (store: Pick<DeviceStore, 'name' | 'isHead'>) =>
    store.name || (store.isHead ? t('headStore') : t('unnamedStore'));
  const devicesIn = (storeId: number) => data.devices.filter((device) => device.storeId === storeId);
  // devices bound to stores the customer no longer lists (or a customer that left the partner)
  const elsewhere = data.devices.filter((device) => !data.stores.some((store) => store.storeId === device.storeId));

  const action = (intent: DeviceIntent, deviceId: number, label: string, variant: 'secondary' | 'danger') => (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="deviceId" value={deviceId} />
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  );
  const deviceRow = (device: PartnerDevice, intent: DeviceIntent, label: string, variant: 'secondary' | 'danger') => (
    <li key={device.deviceId} className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="device">
      <span>
        <span className="font-mono font-semibold text-slate-900" dir="ltr">
          {device.serialNo}
        </span>
        {device.model ? <span className="ms-2 text-sm text-slate-500">{device.model}</span> : null}
      </span>
      {action(intent, device.deviceId, label, variant)}
    </li>
  );

  return (
    <section className="space-y-4" aria-labelledby={`devices-${merchantId}`} data-testid="customer-devices">
      <h2 id={`devices-${merchantId}`} className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {answer ? (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`text-sm font-medium ${answer.ok ? 'text-emerald-700' : 'text-red-700'}`}
          data-testid="device-outcome"
        >
          {answer.msg}
        </p>
      ) : null}
      {data.notOwned ? <p className="text-sm text-amber-700">{t('notOwned')}</p> : null}

      <ul className="space-y-3">
        {data.stores.map((store) => {
          const here = devicesIn(store.storeId);
          return (
            <li key={store.storeId} className={card} data-testid="device-store">
              <h3 className="font-semibold text-slate-900">
                {storeName(store)}
                {store.isHead && store.name ? (
                  <span className="ms-2 text-xs text-slate-500">{t('headStore')}</span>
                ) : null}
              </h3>
              {store.address ? <p className="text-sm text-slate-500">{store.address}</p> : null}
              {here.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{t('noDevicesInStore')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100">
                  {here.map((device) => deviceRow(device, DEVICE_INTENTS.unbind, t('unbind'), 'secondary'))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {elsewhere.length > 0 ? (
        <div className={card}>
          <h3 className="font-semibold text-slate-900">{t('boundElsewhere')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {elsewhere.map((device) => deviceRow(device, DEVICE_INTENTS.unbind, t('unbind'), 'secondary'))}
          </ul>
        </div>
      ) : null}

      {!data.notOwned && data.stores.length > 0 ? (
        <fetcher.Form method="post" className={`${card} space-y-3`} data-testid="form-bind-device">
          <h3 className="font-semibold text-slate-900">{t('bindTitle')}</h3>
          <input type="hidden" name="intent" value={DEVICE_INTENTS.bind} />
          <input type="hidden" name="merchantId" value={merchantId} />
          {data.spare.length === 0 ? (
            <p className="text-sm text-slate-500">{t('noSpareDevices')}</p>
          ) : (
            <>
              <Field id={`bind-device-${merchantId}`} label={t('device')}>
                <select id={`bind-device-${merchantId}`} name="deviceId" className={input} required>
                  {data.spare.map((device) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.model ? `${device.serialNo} · ${device.model}` : device.serialNo}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`bind-store-${merchantId}`} label={t('store')}>
                <select id={`bind-store-${merchantId}`} name="storeId" className={input} required>
                  {data.stores.map((store) => (
                    <option key={store.storeId} value={store.storeId}>
                      {storeName(store)}
                    </option>
                  ))}
                </select>
              </Field>
              <Button type="submit" size="sm" disabled={busy}>
                {t('bind')}
              </Button>
            </>
          )}
        </fetcher.Form>
      ) : null}

      <fetcher.Form ref={registerForm} method="post" className={`${card} space-y-3`} data-testid="form-register-device">
        <h3 className="font-semibold text-slate-900">{t('registerTitle')}</h3>
        <input type="hidden" name="intent" value={DEVICE_INTENTS.create} />
        <Field id={`device-serial-${merchantId}`} label={t('serialNo')}>
          <input
            id={`device-serial-${merchantId}`}
            name="serialNo"
            dir="ltr"
            autoComplete="off"
            maxLength={CUSTOMER_LIMITS.deviceSerial}
            className={input}
          />
        </Field>
        <Field id={`device-model-${merchantId}`} label={t('model')}>
          <input
            id={`device-model-${merchantId}`}
            name="model"
            autoComplete="off"
            maxLength={CUSTOMER_LIMITS.deviceModel}
            className={input}
          />
        </Field>
        <Button type="submit" size="sm" disabled={busy}>
          {t('register')}
        </Button>
      </fetcher.Form>

      {data.spare.length > 0 ? (
        <div className={card}>
          <h3 className="font-semibold text-slate-900">{t('spareTitle')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {data.spare.map((device) => deviceRow(device, DEVICE_INTENTS.remove, t('remove'), 'danger'))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
