import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { message } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const ADMIN_TOKEN = 'downloads-test-admin-token';

/** Issue 10: a download link downloads (or says it cannot), and never lands on the home page. */
describe('client package downloads', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tallybook-downloads-'));
  let served: TestApp;
  let hosted: TestApp;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'tallybook-6.4.2-setup.exe'), Buffer.from('MZ package bytes'));
    served = await startTestApp({ downloadsDir: dir, adminToken: ADMIN_TOKEN });
    hosted = await startTestApp({ downloadsBaseUrl: 'https://dl.tallybook.example/packages' });
  });
  afterAll(async () => {
    await served.close();
    await hosted.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a package this server keeps as an attachment', async () => {
    const response = await fetch(`${served.baseUrl}/downloads/tallybook-6.4.2-setup.exe?pack_origin=baidu`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tallybook-6.4.2-setup.exe"');
    expect(await response.text()).toBe('MZ package bytes');
  });

  /** Each package of the product list, by its link: whether the list says it can be had. */
  async function listed(app: TestApp): Promise<Map<string, boolean>> {
    const answer = (await (await fetch(`${app.baseUrl}/api/product?clients=1&page_size=100`)).json()) as {
      data: { list: Array<{ clients: Record<string, Array<{ download_link: string; available: boolean }>> }> };
    };
    return new Map(
      answer.data.list.flatMap((product) =>
        Object.values(product.clients).flatMap((packages) => packages.map((pkg) => [pkg.download_link, pkg.available])),
      ),
    );
  }

  it('lists a package as available only where its link gives it: a store, a file kept here, or the host', async () => {
    const kept = await listed(served);
    expect(kept.get('/downloads/tallybook-6.4.2-setup.exe')).toBe(true);
    expect(kept.get('/downloads/tallybook-6.4.2.dmg')).toBe(false);
    expect(kept.get('https://apps.apple.com/app/tallybook/id1584920001')).toBe(true);
    // every other package of ours is missing from the folder
    const ours = [...kept].filter(([link]) => link.startsWith('/downloads/'));
    expect(ours.filter(([, available]) => available).map(([link]) => link)).toEqual([
      '/downloads/tallybook-6.4.2-setup.exe',
    ]);
    // where the packages are hosted elsewhere, every link of ours redirects there
    expect([...(await listed(hosted)).values()].every(Boolean)).toBe(true);

    // the product's client list and its version history say the same
    const products = (await (await fetch(`${served.baseUrl}/api/product?alias=tallybook`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const id = products.data.list[0]?.id;
    const clients = (await (
      await fetch(`${served.baseUrl}/api/product/client?product_id=${id}&type=windows`)
    ).json()) as {
      data: { list: Array<{ download_link: string; available: boolean }> };
    };
    expect(clients.data.list.map((pkg) => [pkg.download_link, pkg.available])).toContainEqual([
      '/downloads/tallybook-6.4.2-setup.exe',
      true,
    ]);
    expect(clients.data.list.filter((pkg) => pkg.available)).toHaveLength(1);
    const versions = (await (await fetch(`${served.baseUrl}/api/product/version?product_id=${id}`)).json()) as {
      data: {
        list: Array<{ download_link: string; available: boolean }>;
        latest: Record<string, { download_link: string; available: boolean } | null>;
      };
    };
    expect(versions.data.latest.windows).toMatchObject({
      download_link: '/downloads/tallybook-6.4.2-setup.exe',
      available: true,
    });
    expect(versions.data.latest.macos?.available).toBe(false);
    expect(versions.data.latest.ios?.available).toBe(true);
    for (const version of versions.data.list) {
      expect(version.available, version.download_link).toBe(
        kept.get(version.download_link) ?? version.download_link.startsWith('https://'),
      );
    }
  });

  it('redirects to DOWNLOADS_BASE_URL, keeping the channel', async () => {
    const response = await fetch(`${hosted.baseUrl}/downloads/tallybook-6.4.2-setup.exe?pack_origin=baidu`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'https://dl.tallybook.example/packages/tallybook-6.4.2-setup.exe?pack_origin=baidu',
    );
  });

  it('says a missing package is not available, in the caller’s language, instead of going home', async () => {
    const response = await fetch(`${served.baseUrl}/downloads/tallybook-9.9.9.dmg`, {
      headers: { 'accept-language': 'zh-CN' },
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, data: null, msg: message('zh-CN', 'downloadUnavailable') });
  });

  it.each([
    '/downloads/..%2F..%2Fetc%2Fpasswd',
    '/downloads/..%5C..%5Cwin.ini',
    '/downloads/.env',
    '/downloads/a%00b.exe',
  ])('refuses %s without reading outside the downloads folder', async (address) => {
    const response = await fetch(`${served.baseUrl}${address}`, { redirect: 'manual' });
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('lets the back office point a package at its host, and nobody else', async () => {
    const products = (await (await fetch(`${served.baseUrl}/api/product?clients=1`)).json()) as {
      data: { list: Array<{ clients: { windows: Array<{ id: number; download_link: string }> } }> };
    };
    const windows = products.data.list[0]?.clients.windows[0];
    expect(windows).toBeDefined();
    const change = (body: unknown, token?: string) =>
      fetch(`${served.baseUrl}/admin/api/content/product-clients/${windows?.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const link = 'https://cdn.tallybook.example/tallybook-6.4.2-setup.exe';
    expect((await change({ download_link: link })).status).toBe(401);
    expect((await change({ download_link: 'javascript:alert(1)' }, ADMIN_TOKEN)).status).toBe(400);
    expect((await change({ download_link: 'http://plain.example/x.exe' }, ADMIN_TOKEN)).status).toBe(400);
    const changed = await change({ download_link: link }, ADMIN_TOKEN);
    expect(changed.status).toBe(200);
    const after = (await (await fetch(`${served.baseUrl}/api/product?clients=1`)).json()) as typeof products;
    expect(after.data.list[0]?.clients.windows[0]?.download_link).toBe(link);
  });
});
