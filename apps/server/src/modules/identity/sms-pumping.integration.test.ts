import { message } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import { browser, forgetIpCounters, requestCode } from './accounts-test-kit.ts';
import { ACCOUNT_LOOKUPS_PER_IP_PER_HOUR } from './send-sms-code.ts';
import { DEFAULT_SMS_SENDING_POLICY } from './sms-sending-policy.ts';

/**
 * Issue 10, SMS pumping: "any E.164 number is accepted, a satellite number included; limits are
 * per IP and per phone only". Each attack replayed; nothing is sent to a refused number.
 */
describe('SMS pumping and account enumeration', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const en = (key: Parameters<typeof message>[1]) => message('en-US', key);

  beforeAll(async () => {
    server = await startTestApp({
      seed: false,
      jobs: false,
      // 1 (North America) is allowed here so that its premium-rate range can be tried.
      smsPolicy: {
        ...DEFAULT_SMS_SENDING_POLICY,
        allowedCountryCodes: ['86', '1'],
        hourlyCap: 8,
        hourlyCapPerBlock: 3,
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
    await db().execute(sql`delete from rate_counters where key like 'sms:hour:%'`);
  });

  it.each([
    ['a satellite number (Iridium, +881)', '+881612345678', 'smsCountryNotSupported'],
    ['an international network number (+882)', '+882161234567', 'smsCountryNotSupported'],
    ['a country not allowed (Hong Kong)', '+85291234567', 'smsCountryNotSupported'],
    ['a premium-rate number (+1 900)', '+19005550123', 'smsNumberNotMobile'],
  ] as const)('refuses %s and sends nothing', async (_name, phone, key) => {
    const answer = await requestCode(server, browser(server), phone, 'register');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, data: null, msg: en(key) });
    expect(await readSmsOutbox(db(), phone)).toEqual([]);
  });

  it('sends at most the block’s hourly cap to one number block (sequential numbers)', async () => {
    const answers = [];
    for (let index = 0; index < 5; index++) {
      const phone = `1390013${String(1000 + index)}`;
      answers.push((await requestCode(server, browser(server), phone, 'register')).status);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const sent = await readSmsOutbox(db());
    expect(sent.filter((entry) => entry.phone.startsWith('1390013'))).toHaveLength(3);
  });

  it('sends at most the site’s hourly cap in all', async () => {
    const answers = [];
    for (let index = 0; index < 10; index++) {
      // a block of its own for each number: only the site's cap can stop them
      const phone = `137${String(index).padStart(4, '0')}0001`;
      answers.push((await requestCode(server, browser(server), phone, 'register')).status);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(8);
    expect(answers.slice(8)).toEqual([429, 429]);
  });

  it('lets an address learn whether phones have accounts for 30 phones an hour, through either call', async () => {
    const client = browser(server);
    const statuses: number[] = [];
    for (let index = 0; index < ACCOUNT_LOOKUPS_PER_IP_PER_HOUR + 5; index++) {
      statuses.push((await client.get(`/webzhj/phone/exist?phone=1350000${String(1000 + index)}`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_LOOKUPS_PER_IP_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
    // The SMS send's "already registered" answer draws on the same budget.
    const send = await requestCode(server, browser(server), '13500009999', 'register');
    expect(send.status).toBe(429);
    expect(send.body.msg).toBe(en('tooManyRequests'));
  });
});
