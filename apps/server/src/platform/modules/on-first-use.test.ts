import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'tallybook-first-use-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a package loaded on its first use (issue 13: cold start)', () => {
  it('is loaded by the first call, not before, and once', () => {
    const file = path.join(folder, 'counted.cjs');
    writeFileSync(
      file,
      'globalThis.firstUseLoads = (globalThis.firstUseLoads ?? 0) + 1; module.exports = { answer: 42 };',
    );
    const loads = () => (globalThis as { firstUseLoads?: number }).firstUseLoads ?? 0;
    const counted = onFirstUse<{ answer: number }>(file);
    expect(loads()).toBe(0);
    expect(counted().answer).toBe(42);
    expect(counted()).toBe(counted());
    expect(loads()).toBe(1);
  });

  it('keeps the sanitiser, the QR code maker and the full phone metadata out of the server until used', () => {
    // a process of its own, as the server starts: the whole app's code, then each user once
    const script = `
      const { createRequire } = await import('node:module');
      const loaded = () => Object.keys(createRequire(import.meta.url).cache);
      const packages = { sanitiser: '/node_modules/sanitize-html/', qr: '/node_modules/qrcode/', phones: '/node_modules/libphonenumber-js/max/' };
      const which = () => Object.entries(packages).filter(([, part]) => loaded().some((file) => file.includes(part))).map(([name]) => name);
      await import('./apps/server/src/app.ts');
      const atStart = which();
      const { sanitizeRichText } = await import('./apps/server/src/platform/text/rich-text.ts');
      sanitizeRichText('<p>hi</p>');
      const { qrSvg } = await import('./apps/server/src/platform/http/qr-image.ts');
      await qrSvg('https://www.tallybook.app/');
      const { checkTextableNumber, DEFAULT_SMS_SENDING_POLICY } = await import('./apps/server/src/modules/identity/sms-sending-policy.ts');
      checkTextableNumber(DEFAULT_SMS_SENDING_POLICY, '13800138000');
      console.log(JSON.stringify({ atStart, afterUse: which() }));
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ atStart: [], afterUse: ['sanitiser', 'qr', 'phones'] });
  }, 90_000);
});
