// @vitest-environment jsdom

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, PartnerDevice } from '@tallybook/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { createI18n } from '../../../i18n/i18n';
import type { Catalogues } from '../../../i18n/namespaces';
import { I18nProvider } from '../../../i18n/react';
import { CustomerDevices } from './CustomerDevices';
import type { CustomerDevicesData, DeviceActionResult } from './customer-devices';

afterEach(cleanup);

const device = (deviceId: number, serialNo: string, storeId: number | null, model = ''): PartnerDevice => ({
  deviceId,
  serialNo,
  model,
  merchantId: storeId === null ? null : 10_001,
  shopName: storeId === null ? null : '小明便利店',
  storeId,
  storeName: null,
  storeIsHead: null,
  boundAt: storeId === null ? null : '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-19T08:00:00.000Z',
});

const data: CustomerDevicesData = {
  merchantId: 10_001,
  shopName: '小明便利店',
  stores: [
    { storeId: 1, name: '', address: '深圳市南山区科技园 1 号', isHead: true, devices: 1 },
    { storeId: 2, name: 'Branch East', address: '', isHead: false, devices: 0 },
  ],
  devices: [device(7, 'SN-HEAD-1', 1, 'Sunmi P3')],
  spare: [device(8, 'SN-SPARE-1', null, 'T2'), device(9, 'SN-SPARE-2', null)],
  notOwned: false,
};

function catalogues(language: Language): Catalogues {
  const folder = path.join(import.meta.dirname, '../../../i18n/locales', language);
  return Object.fromEntries(
    readdirSync(folder).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')),
    ]),
  ) as Catalogues;
}

/** Renders the component on a page whose action records each form and answers `answer`. */
function renderOnPage(answer: DeviceActionResult) {
  const posted: Array<Record<string, string>> = [];
  const router = createMemoryRouter(
    [
      {
        path: '/agent/merchant-info',
        element: <CustomerDevices merchantId={10_001} data={data} />,
        action: async ({ request }) => {
          posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
          return answer;
        },
      },
    ],
    { initialEntries: ['/agent/merchant-info?merchantId=10001'] },
  );
  render(
    <I18nProvider i18n={createI18n('en-US', catalogues('en-US'))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return posted;
}

describe('CustomerDevices', () => {
  it('shows each store of the customer with the devices bound there, the head store named as such', () => {
    renderWithApp(<CustomerDevices merchantId={10_001} data={data} />);
    const stores = screen.getAllByTestId('device-store');
    expect(stores.map((store) => within(store).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Head store',
      'Branch East',
    ]);
    expect(within(stores[0] as HTMLElement).getByText('SN-HEAD-1')).toBeTruthy();
    expect(within(stores[0] as HTMLElement).getByRole('button', { name: 'Unbind' })).toBeTruthy();
    expect(within(stores[1] as HTMLElement).getByText('No device is bound to this store yet')).toBeTruthy();
    const bind = screen.getByTestId('form-bind-device');
    expect(
      within(bind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SN-SPARE-1 · T2', 'SN-SPARE-2', 'Head store', 'Branch East']);
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  });

  it('binds the chosen spare device to the chosen store through the page’s action, and shows the answer', async () => {
    const posted = renderOnPage({ intent: 'device-bind', ok: true, msg: 'Device bound to the store' });
    fireEvent.change(screen.getByLabelText('Device'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Device bound to the store'));
    expect(posted).toEqual([{ intent: 'device-bind', merchantId: '10001', deviceId: '9', storeId: '2' }]);
  });

  it('registers a device and shows the server’s refusal as an alert', async () => {
    const posted = renderOnPage({
      intent: 'device-create',
      ok: false,
      msg: 'A device with this serial number is already registered',
    });
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: 'sn-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A device with this serial number is already registered'),
    );
    expect(posted).toEqual([{ intent: 'device-create', serialNo: 'sn-01', model: '' }]);
  });

  it('offers no binding for a customer that is no longer the partner’s, only unbinding', () => {
    renderWithApp(<CustomerDevices merchantId={10_001} data={{ ...data, stores: [], notOwned: true }} />, {
      language: 'zh-CN',
    });
    expect(screen.getByText('该客户已不是您的客户：可以解绑设备，不能再绑定。')).toBeTruthy();
    expect(screen.queryByTestId('form-bind-device')).toBeNull();
    expect(screen.getByText('绑定在其他门店的设备')).toBeTruthy();
    expect(screen.getByRole('button', { name: '解绑' })).toBeTruthy();
  });

  it('reads in Arabic, with serial numbers kept left to right', () => {
    renderWithApp(<CustomerDevices merchantId={10_001} data={data} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('الأجهزة');
    expect(screen.getByText('SN-HEAD-1').getAttribute('dir')).toBe('ltr');
  });
});
