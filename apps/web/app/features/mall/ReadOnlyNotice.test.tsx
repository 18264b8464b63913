// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { Licence } from './mall-api';
import { ReadOnlyNotice } from './ReadOnlyNotice';

afterEach(cleanup);

const licence: Licence = {
  serviceNumber: 'KDZHJ01',
  level: 'professional',
  expiresAt: '2026-11-10T16:00:00.000Z',
  remainingDays: 0,
  users: 3,
  stores: 1,
  trial: true,
  subscribeType: 0,
  access: 'read_only',
  dataKeptUntil: '2026-12-10T16:00:00.000Z',
};

describe('the read-only notice of an expired licence', () => {
  it('tells a merchant whose trial ended that the workspace is read-only and until when the data is kept', async () => {
    renderWithApp(<ReadOnlyNotice licence={licence} language="en-US" />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('read-only');
    expect(notice.textContent).toMatch(/2026/);
    expect(notice.textContent).toMatch(/Dec/);
  });

  it('tells it in Chinese too', async () => {
    renderWithApp(<ReadOnlyNotice licence={licence} language="zh-CN" />, { language: 'zh-CN' });
    expect((await screen.findByRole('status')).textContent).toContain('只读');
  });

  it('asks an expired paid licence to renew, with no deletion date', async () => {
    renderWithApp(<ReadOnlyNotice licence={{ ...licence, trial: false, dataKeptUntil: null }} language="en-US" />);
    expect((await screen.findByRole('status')).textContent).toContain('until you renew');
  });

  it('says nothing while the licence is in service', async () => {
    renderWithApp(
      <>
        <ReadOnlyNotice licence={{ ...licence, access: 'full', dataKeptUntil: null }} language="en-US" />
        <span>page</span>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
